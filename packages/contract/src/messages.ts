// Field-specific validation messages (spec §5): a request schema names the sentence a field
// answers with when it fails, and the server's error handler reads it from the route's schema
// ('x-messages' is an OpenAPI extension keyword, so the OpenAPI document shows it too).
// Without one, the server builds a generic sentence from the field's label.

import { isLocalized, type Message } from './localized';

export const MESSAGES_KEY = 'x-messages';

export interface FieldMessages {
  /** Any failure not covered below. */
  invalid: Message;
  /** The field is missing, null or blank (only spaces). */
  required?: Message;
  /** An element of the array is wrong. */
  items?: Message;
  /** The array has too many elements. */
  maxItems?: Message;
  /** The array repeats an element. */
  uniqueItems?: Message;
}

/** Schema options that attach messages to a field: `Type.Integer({ minimum: 1, ...messages('…') })`. */
export const messages = (m: FieldMessages | Message): { [MESSAGES_KEY]: FieldMessages } => ({
  [MESSAGES_KEY]: typeof m === 'string' || isLocalized(m) ? { invalid: m } : m,
});
