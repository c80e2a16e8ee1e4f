import en from './en.json';
import zh from './zh.json';

function keys(o: unknown, prefix = ''): string[] {
  if (o === null || typeof o !== 'object') return [prefix];
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function values(o: unknown): string[] {
  if (typeof o === 'string') return [o];
  if (o === null || typeof o !== 'object') return [];
  return Object.values(o as Record<string, unknown>).flatMap(values);
}

describe('host i18n resources', () => {
  it('zh and en have identical key sets', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
  });

  it('no empty strings', () => {
    expect(values(zh).filter((v) => !v.trim())).toEqual([]);
    expect(values(en).filter((v) => !v.trim())).toEqual([]);
  });

  it('spec texts', () => {
    expect(zh.app.loading).toBe('加载中');
    expect(en.app.loading).toBe('Loading');
    expect(zh.login.phoneInvalid).toBe('请输入正确的手机号');
    expect(zh.login.resendIn.replace('{{seconds}}', '60')).toBe('60s后重新获取');
    expect(zh.qr.copySuccess).toBe('复制成功');
    expect(en.pay.title).toBe('Payment successful');
  });
});
