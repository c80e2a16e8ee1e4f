// How much one order may buy, per kind: the server's request schemas and the console's forms read
// the same numbers. TypeBox-free on purpose: browsers import it at run time
// (`@console/contract/limits`).
export const MAX_BUY_QUANTITY = 100; // cloud phones per purchase
export const MAX_CARD_QUANTITY = 100; // network cards or IP devices per purchase
export const MAX_NUMBER_QUANTITY = 50; // cloud numbers per purchase
