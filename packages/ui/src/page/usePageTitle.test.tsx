import { render, screen } from '@testing-library/react';
import { PageTitle } from './PageTitle';
import { pageTitle, usePageTitle } from './usePageTitle';

beforeEach(() => {
  document.title = '';
  document.cookie = 'language=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

test('pageTitle: own name, then the console name; the console name alone without one', () => {
  expect(pageTitle('云手机', '云手机企业控制台')).toBe('云手机 - 云手机企业控制台');
  expect(pageTitle('  ', 'C')).toBe('C');
  expect(pageTitle(undefined, 'C')).toBe('C');
});

function Screen({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

test('usePageTitle sets document.title in the console language and follows the title', () => {
  const { rerender } = render(<Screen title="订单" />);
  expect(document.title).toBe('订单 - 云手机企业控制台');
  rerender(<Screen title="钱包流水" />);
  expect(document.title).toBe('钱包流水 - 云手机企业控制台');
});

test('in English the console name is English', () => {
  document.cookie = 'language=en; path=/';
  render(<Screen title="Orders" />);
  expect(document.title).toBe('Orders - Cloud Phone Enterprise Console');
});

test('PageTitle is an h1 and names the document; rich content takes documentTitle', () => {
  const { unmount } = render(<PageTitle>成员管理</PageTitle>);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('成员管理');
  expect(document.title).toBe('成员管理 - 云手机企业控制台');
  unmount();
  render(
    <PageTitle documentTitle="店铺">
      <span>店铺</span> <small>(3)</small>
    </PageTitle>,
  );
  expect(document.title).toBe('店铺 - 云手机企业控制台');
});
