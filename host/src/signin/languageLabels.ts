// The languages' own names, as every language switch shows them (the console's and the sign-in page's).
export const LANGUAGE_LABELS = { zh: '中文', en: 'English' } as const;
