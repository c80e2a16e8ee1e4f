// The login-password rule, typebox-free so the browser's form checks read the same constants.
import type { Localized } from './localized';

/**
 * Spec §5, the edit-password check: "upper, lower and digit, length 8-16. Its message is
 * 密码必须含有大写字母，小写字母，数字，最少8位. Empty gives 密码不能为空." Every setting of one's
 * login password (the login-password dialog: savePwd, setLoginPassword) answers with it.
 */
export const EDIT_PASSWORD = {
  minLength: 8,
  maxLength: 16,
  /**
   * A lower-case letter, an upper-case letter and a digit, in any of the six orders. No lookahead:
   * the fuzz suite generates strings from a schema's pattern, and its generator cannot read one.
   */
  pattern:
    '^.*([a-z].*[A-Z].*[0-9]|[a-z].*[0-9].*[A-Z]|[A-Z].*[a-z].*[0-9]|[A-Z].*[0-9].*[a-z]|[0-9].*[a-z].*[A-Z]|[0-9].*[A-Z].*[a-z]).*$',
  message: {
    zh: '密码必须含有大写字母，小写字母，数字，最少8位',
    en: 'Use 8 to 16 characters with an upper-case letter, a lower-case letter and a digit',
  } satisfies Localized,
  empty: { zh: '密码不能为空', en: 'Password cannot be empty' } satisfies Localized,
} as const;
