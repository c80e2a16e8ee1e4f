// What every call to the API carries, whichever transport sends it (the axios client, or the
// sign-in calls' fetch on the signed-out page): its timeout, the token header and the language.
export const REQUEST_TIMEOUT = 300000;
export const TOKEN_HEADER = 'P-Token';
export const LANGUAGE_HEADER = 'Accept-Language';
export const LANGUAGE_TAG = { zh: 'zh-CN', en: 'en' } as const;
