import { MOBILE_MESSAGE } from '@console/shared';
import { expectNoEmptyText, expectSameLeafKeys } from '../../../packages/testing/locales';
import en from './en.json';
import zh from './zh.json';

describe('host i18n resources', () => {
  it('zh and en have identical key sets', () => {
    expectSameLeafKeys(zh, en);
  });

  it('no empty strings', () => {
    expectNoEmptyText(zh, en);
  });

  it('spec texts', () => {
    expect(zh.app.loading).toBe('加载中');
    expect(en.app.loading).toBe('Loading');
    expect(MOBILE_MESSAGE.zh).toBe('请输入正确的手机号');
    expect(zh.login.resendIn.replace('{{seconds}}', '60')).toBe('60s后重新获取');
    expect(zh.qr.copySuccess).toBe('复制成功');
    expect(en.pay.paid.title).toBe('Payment successful');
    expect(zh.pay.paid.title).toBe('支付成功');
  });
});
