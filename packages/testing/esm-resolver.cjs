// Jest resolver for the server project. Node 20 lets CommonJS require() an ES module (the server's
// dependencies rely on it: @fastify/static requires content-disposition 3, the API requires the
// ESM-only `typebox`), jest's runtime does not (it would need Node 24.9). A dependency that
// resolves to an ES module is given to jest as a CommonJS copy, made once next to the original
// (`x.js` → `x.jest-cjs.cjs`) so that its own imports resolve from where they always did.
const { transformSync } = require('esbuild');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const packageTypes = new Map();
function packageType(dir) {
  if (packageTypes.has(dir)) return packageTypes.get(dir);
  let type = 'commonjs';
  const manifest = path.join(dir, 'package.json');
  if (fs.existsSync(manifest)) type = JSON.parse(fs.readFileSync(manifest, 'utf8')).type ?? 'commonjs';
  else if (path.dirname(dir) !== dir) type = packageType(path.dirname(dir));
  packageTypes.set(dir, type);
  return type;
}

function isEsModule(file) {
  if (!file.includes(`${path.sep}node_modules${path.sep}`)) return false;
  return file.endsWith('.mjs') || (file.endsWith('.js') && packageType(path.dirname(file)) === 'module');
}

function commonJsCopy(file) {
  const copy = file.replace(/\.m?js$/, '.jest-cjs.cjs');
  if (fs.existsSync(copy)) return copy;
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    loader: 'js',
    format: 'cjs',
    target: 'node20',
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(file).href) },
  });
  const tmp = `${copy}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, code);
  fs.renameSync(tmp, copy); // atomic: workers resolving it at once never read half a file
  return copy;
}

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  return isEsModule(resolved) ? commonJsCopy(resolved) : resolved;
};
