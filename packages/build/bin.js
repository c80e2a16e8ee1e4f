#!/usr/bin/env node
// `console-webpack build|serve …`: webpack-cli from this preset's own dependencies, so no app
// installs webpack itself and every app builds with the same versions.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
await import(require.resolve('webpack-cli/bin/cli.js'));
