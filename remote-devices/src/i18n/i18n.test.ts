import { expectLocalesMatch } from '../../../packages/testing/locales';
import { devicesEn, devicesZh } from '.';

test('zh and en have the same keys and no empty text (base and every feature folder)', () => {
  expectLocalesMatch(devicesZh, devicesEn);
});
