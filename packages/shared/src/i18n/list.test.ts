import { act, renderHook } from '@testing-library/react';
import { setLanguage } from './language';
import { useAside, useJoinList, useLocalized, useMemberLabel } from './list';

afterEach(() => setLanguage('zh'));

test('names and the contract’s sentences follow the language, and a switch re-renders them', () => {
  setLanguage('zh');
  const { result } = renderHook(() => ({
    join: useJoinList(),
    aside: useAside(),
    member: useMemberLabel(),
    say: useLocalized(),
  }));
  const read = () => [
    result.current.join(['甲', '乙', '丙']),
    result.current.aside('张三', 'zhangsan'),
    result.current.member({ name: '', username: 'zhangsan' }),
    result.current.say({ zh: '平台不能为空', en: 'Platform cannot be empty' }),
  ];
  expect(read()).toEqual(['甲、乙、丙', '张三（zhangsan）', 'zhangsan', '平台不能为空']);
  act(() => setLanguage('en'));
  expect(read()).toEqual(['甲, 乙, 丙', '张三 (zhangsan)', 'zhangsan', 'Platform cannot be empty']);
});
