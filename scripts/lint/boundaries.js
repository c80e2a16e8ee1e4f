// ESLint rule `local/boundaries`: the one-way imports of ARCHITECTURE.md. Each import (static,
// re-export, dynamic, require, jest.mock) is resolved to the workspace folder it lands in, by
// package name (`@console/ui`, `remote-accounts/...`) or by relative path, and checked against
// the rules below. Resolving paths rather than matching strings keeps `./host-x` inside a
// package from looking like the host, and catches `../../remote-accounts/src/...`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const isApp = (f) => f === 'host' || f.startsWith('remote-');
const isRemote = (f) => f.startsWith('remote-');

/** What `from` may not import, as [test, reason] pairs; the first that matches is reported. */
const RULES = [
  [(from, to) => isRemote(from) && isRemote(to) && from !== to, 'a remote never imports another remote'],
  [(from, to) => isRemote(from) && to === 'host', 'a remote never imports the host (ask the shell services instead)'],
  [(from, to) => from.startsWith('packages/') && isApp(to), 'packages never import an app'],
  [(from, to) => from === 'packages/shared' && to === 'packages/ui', '@console/shared never imports @console/ui'],
  [(from, to) => from === 'packages/contract' && to !== from, 'the contract imports nothing of ours'],
  [
    (from, to) => from === 'packages/server' && (to === 'packages/ui' || to === 'packages/shared'),
    'the server never imports browser packages',
  ],
];

/** Workspace folders (host, remote-*, packages/*) and the package names that point at them. */
function workspace(root) {
  const folders = [];
  for (const top of readdirSync(root)) {
    if (isApp(top)) folders.push(top);
    if (top === 'packages') for (const p of readdirSync(path.join(root, top))) folders.push(`packages/${p}`);
  }
  const byName = new Map();
  for (const folder of folders) {
    const pkg = path.join(root, folder, 'package.json');
    if (!existsSync(pkg)) continue;
    byName.set(JSON.parse(readFileSync(pkg, 'utf8')).name, folder);
  }
  return { folders, byName };
}

/** The workspace folder a file or resolved path is in, or undefined. */
function folderOf(file, root, folders) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('..')) return undefined;
  return folders.find((f) => rel === f || rel.startsWith(`${f}/`));
}

/** The workspace folder an import specifier lands in, or undefined for outside packages. */
function targetOf(spec, file, root, ws) {
  if (spec.startsWith('.') || spec.startsWith('/')) {
    return folderOf(path.resolve(path.dirname(file), spec), root, ws.folders);
  }
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return ws.byName.get(name);
}

const JEST_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'requireActual', 'requireMock']);

/** The string a call like require('x') or jest.mock('x') names, if it is one. */
function calledModule(node) {
  const arg = node.arguments[0];
  if (!arg || arg.type !== 'Literal' || typeof arg.value !== 'string') return undefined;
  const c = node.callee;
  if (c.type === 'Identifier' && c.name === 'require') return arg.value;
  const jestCall =
    c.type === 'MemberExpression' &&
    c.object.type === 'Identifier' &&
    c.object.name === 'jest' &&
    c.property.type === 'Identifier' &&
    JEST_MODULE_CALLS.has(c.property.name);
  return jestCall ? arg.value : undefined;
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'One-way imports between the host, the remotes and packages/*' },
    schema: [],
    messages: { crossing: '{{from}} must not import {{to}} ({{spec}}): {{reason}}.' },
  },
  create(context) {
    const root = ROOT;
    const ws = workspace(root);
    const file = context.filename;
    const from = folderOf(file, root, ws.folders);
    if (!from) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const to = targetOf(spec, file, root, ws);
      if (!to) return;
      const rule = RULES.find(([test]) => test(from, to));
      if (rule) context.report({ node, messageId: 'crossing', data: { from, to, spec, reason: rule[1] } });
    };
    return {
      ImportDeclaration: (n) => check(n.source, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n.source, n.source.value),
      ExportAllDeclaration: (n) => check(n.source, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source, n.source.value),
      CallExpression: (n) => check(n, calledModule(n)),
    };
  },
};

export default { rules: { boundaries } };
