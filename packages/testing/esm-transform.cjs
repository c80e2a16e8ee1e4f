// Jest transform for the server project: the API server is ESM (import.meta.url), jest's runtime is
// CommonJS. esbuild turns its TypeScript into CommonJS, keeping import.meta.url meaning "this file",
// so the server is built in the test's own process. PGlite's CommonJS build loads Node built-ins with
// import(), which jest's runtime refuses without --experimental-vm-modules: those become require().
const { transformSync } = require('esbuild');
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { pathToFileURL } = require('node:url');

const self = createHash('sha1').update(readFileSync(__filename)).update(require('esbuild').version).digest('hex');

const dynamicBuiltin = /\bimport\("((?:node:)?[a-z_/]+)"\)/g;

module.exports = {
  // jest's cache must forget a file's output when this transform changes, not only when the file does
  getCacheKey: (source, filename) => createHash('sha1').update(self).update(filename).update(source).digest('hex'),
  process(source, filename) {
    if (!/\.tsx?$/.test(filename)) {
      // by another name: emscripten's code declares a `var require` of its own in that scope
      const body = source.replace(dynamicBuiltin, 'Promise.resolve(__builtin("$1"))');
      const strict = /^"use strict";/.test(body) ? '"use strict";' : '';
      return { code: `${strict}var __builtin = require;${body.slice(strict.length)}` };
    }
    // esbuild does not hoist jest.mock() above the imports as ts-jest does: a mock would silently miss
    if (/\bjest\.mock\(/.test(source)) throw new Error(`${filename}: jest.mock is not hoisted in the server project`);
    const { code, map } = transformSync(source, {
      loader: 'ts',
      format: 'cjs',
      target: 'node20',
      sourcemap: 'external',
      sourcefile: filename,
      supported: { 'dynamic-import': false }, // import() → require(): jest's runtime has no import()
      define: { 'import.meta.url': JSON.stringify(pathToFileURL(filename).href) },
    });
    return { code, map };
  },
};
