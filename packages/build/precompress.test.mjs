// The precompress step in a real (tiny) webpack build: which files get variants, and that each
// variant decompresses to exactly the file it stands for.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { PrecompressPlugin } from './precompress.js';

function build(dir) {
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { big: './big.js', small: './small.js' },
        devtool: 'source-map',
        output: { path: path.join(dir, 'dist'), filename: '[name].js' },
        plugins: [new PrecompressPlugin()],
      },
      (err, stats) => (err || stats.hasErrors() ? reject(err ?? new Error(stats.toString())) : resolve(stats)),
    ),
  );
}

test('text assets of 1 kB and more get .br and .gz that decompress to them; small files and source maps do not', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  try {
    const lines = Array.from({ length: 400 }, (_, i) => `console.log("line ${i}", globalThis.x${i % 7});`);
    fs.writeFileSync(path.join(dir, 'big.js'), lines.join('\n'));
    fs.writeFileSync(path.join(dir, 'small.js'), 'console.log(1);');
    await build(dir);
    const out = (f) => path.join(dir, 'dist', f);
    const big = fs.readFileSync(out('big.js'));
    assert.ok(big.length > 1024);
    assert.deepEqual(zlib.brotliDecompressSync(fs.readFileSync(out('big.js.br'))), big);
    assert.deepEqual(zlib.gunzipSync(fs.readFileSync(out('big.js.gz'))), big);
    assert.ok(fs.statSync(out('big.js.br')).size < big.length * 0.8);
    assert.equal(fs.existsSync(out('small.js.br')), false);
    assert.equal(fs.existsSync(out('small.js.gz')), false);
    assert.equal(fs.existsSync(out('big.js.map.br')), false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
