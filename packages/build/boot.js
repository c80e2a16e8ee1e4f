// Runs before the console's scripts (a file, not inline: the CSP allows no inline script). The
// page's language from the language cookie, for screen readers and the loading frame's text.
if (/(?:^|; )language=en(?:;|$)/.test(document.cookie)) document.documentElement.lang = 'en';
