// `import { Button } from 'antd'` in a unit test, without loading the other ~75 components.
// antd's CommonJS barrel (lib/index.js) requires every component up front: ≈ 0.7 s in plain Node
// and more under jest's module registry, paid again by each of the ≈ 170 test files (docs/testing.md).
// This barrel has the same names, read from antd's own ES barrel, and requires a component's
// CommonJS module (the same file the real barrel requires) the first time a test reads it.
const fs = require('node:fs');
const path = require('node:path');

const lib = path.dirname(require.resolve('antd/lib/index.js'));
const esBarrel = fs.readFileSync(path.join(lib, '../es/index.js'), 'utf8');
const exported = [...esBarrel.matchAll(/^export \{ default as (\w+) \} from '\.\/([\w-]+)';$/gm)];
if (exported.length < 50)
  throw new Error(`antd-lazy: read ${exported.length} exports from antd's barrel; its format changed`);

const barrel = { __esModule: true };
for (const [, name, dir] of exported) {
  Object.defineProperty(barrel, name, {
    enumerable: true,
    get: () => require(path.join(lib, dir)).default,
  });
}
// the barrel's one export that is not a component
Object.defineProperty(barrel, 'unstableSetRender', {
  enumerable: true,
  get: () => require(path.join(lib, 'index.js')).unstableSetRender,
});
module.exports = barrel;
