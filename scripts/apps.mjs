// The browser apps of the console, in build order. The host is first; remotes follow.
import path from 'node:path';

export const repo = path.resolve(import.meta.dirname, '..');
export const apps = ['host'];
export const distOf = (app) => path.join(repo, app, 'dist');
