// Link fields people type (a store's back-office address, an extraction link, a webhook): http(s)
// only, so nothing stored can become a `javascript:` or `data:` link when the console shows it.
// One rule for the form and the server (pure: the browser imports it without TypeBox).

/** An absolute http:// or https:// URL with a host and no whitespace or control characters. */
export const isHttpUrl = (value: string): boolean => /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i.test(value.trim());
