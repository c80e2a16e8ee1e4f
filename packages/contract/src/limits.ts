// How much one order may buy, per kind, and how long a list's search text may be: the server's
// request schemas and the console's forms read the same numbers. TypeBox-free on purpose: browsers import it at run time
// (`@console/contract/limits`).
export const MAX_BUY_QUANTITY = 100; // cloud phones per purchase
export const MAX_CARD_QUANTITY = 100; // network cards or IP devices per purchase
export const MAX_NUMBER_QUANTITY = 50; // cloud numbers per purchase
/** Cloud phones one request may name (`phone_ids`; a renewal too). */
export const MAX_PHONE_IDS = 500;
/** A list's search text (keyword); the console's search fields stop there too. */
export const KEYWORD_MAX_LENGTH = 50;
/** The security lists' search text: a terminal code is up to 64 characters. */
export const TERMINAL_KEYWORD_MAX_LENGTH = 64;
