import { expectLocalesMatch } from '../../../../../packages/testing/locales';
import en from './en.json';
import zh from './zh.json';

test('zh and en have identical keys and no empty texts', () => {
  expectLocalesMatch(zh, en);
});

test('the choices are named as the brief names them', () => {
  expect(zh.deviceList).toBe('设备列表');
  expect(zh.dashboard).toBe('工作台');
});
