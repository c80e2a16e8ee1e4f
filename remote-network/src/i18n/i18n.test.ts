import { expectLocalesMatch } from '../../../packages/testing/locales';
import en from './en.json';
import zh from './zh.json';

test('zh and en have the same keys and no empty text', () => {
  expectLocalesMatch(zh, en);
});
