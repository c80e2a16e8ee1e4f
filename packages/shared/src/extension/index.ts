// The browser-extension protocol and presence (README.md); the package index re-exports them.
export * from './protocol';
export * from './presence';
