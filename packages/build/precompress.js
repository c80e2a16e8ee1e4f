// Production builds ship each text asset also as <file>.br and <file>.gz, compressed once at build
// time at the strongest settings (brotli 11 costs seconds per megabyte: too slow per request), so
// the console server only picks the variant a browser accepts (issue #18, "Transfer").
// Results go through webpack's cache: an unchanged asset is not compressed again.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import webpack from 'webpack';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
/** Below this a variant saves less than its own request overhead. */
const MIN_BYTES = 1024;
/** A variant is kept only when it is at most this share of the original. */
const MAX_RATIO = 0.8;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const ENCODINGS = [
  {
    ext: '.br',
    compress: (buf) =>
      brotli(buf, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
        },
      }),
  },
  { ext: '.gz', compress: (buf) => gzip(buf, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      const cache = compilation.getCache('PrecompressPlugin');
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const jobs = [];
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name) || source.size() < MIN_BYTES) continue;
            for (const { ext, compress } of ENCODINGS) {
              jobs.push(
                (async () => {
                  const etag = cache.getLazyHashedEtag(source);
                  let out = await cache.getPromise(name + ext, etag);
                  if (!out) {
                    out = await compress(source.buffer());
                    await cache.storePromise(name + ext, etag, out);
                  }
                  if (out.length > source.size() * MAX_RATIO) return;
                  compilation.emitAsset(name + ext, new webpack.sources.RawSource(out), { compressed: true });
                })(),
              );
            }
          }
          await Promise.all(jobs);
        },
      );
    });
  }
}
