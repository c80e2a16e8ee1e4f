// The one webpack + Module Federation preset every app (host and remotes) calls.
// Keeps builds alike and lean: swc instead of babel/tsc, a filesystem cache, hashed assets.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedOf, ownPartsPlugins } from './shared.js';
import { PublishRoutesPlugin } from './routes.js';
import { PrecompressPlugin } from './precompress.js';
import { AntdStylesheetPlugin } from './antd-stylesheet.js';
import { EntryPreloadPlugin } from './entry-preload.js';

/** Emits boot.js next to index.html (the page's first script; a file because the CSP forbids inline ones). */
class BootScriptPlugin {
  apply(compiler) {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'boot.js');
    compiler.hooks.thisCompilation.tap('BootScriptPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BootScriptPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('boot.js', new webpack.sources.RawSource(fs.readFileSync(file))),
      );
    });
  }
}

const presetFile = fileURLToPath(import.meta.url);

/**
 * @param {object} o
 * @param {string} o.name       federation name and output.uniqueName (must differ per app)
 * @param {string} o.dir        the app's folder (import.meta.dirname of its webpack.config.js)
 * @param {number} o.port       dev-server port
 * @param {Record<string,string>} [o.exposes]  modules a remote exposes
 * @param {string} [o.title]    page title of the standalone HTML page
 * @param {Record<string,string>} [o.ownParts]  the host: libraries provided whole to the remotes
 *   while its own code takes only the parts it imports (shared name → its own request; shared.js sharedOf)
 * @param {Record<string,string>} [o.entryPreload]  the host: its entries behind import() (name → request), each
 *   listed in the page with every script it loads, so the one the page picks preloads them at once
 * @param {object} [o.monolith] how this app builds without federation when BUILD_MONOLITH=1
 *   (the comparison build of the benchmark, also handy for debugging):
 * @param {string} [o.monolith.entry]  entry without the federation async boundary
 * @param {Record<string,string|false>} [o.monolith.alias]  extra resolve aliases (e.g. the remotes' sources)
 * @param {[RegExp, string | Function][]} [o.monolith.replace]  module requests to swap for their monolith version
 */
export function createConfig({ name, dir, port, exposes = {}, title = name, monolith, ownParts = {}, entryPreload }) {
  const require = createRequire(path.join(dir, 'package.json'));
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return (_env, argv = {}) => {
    const prod = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    // Same loaders, optimisation and output as the federated build; only federation is left out.
    const mono = process.env.BUILD_MONOLITH === '1';
    const fixture = process.env.BUILD_FIXTURE === '1';
    if (mono && !monolith) throw new Error(`${name}: no monolith options in its webpack.config.js`);
    return {
      mode: prod ? 'production' : 'development',
      context: dir,
      entry: mono ? (monolith.entry ?? './src/index.ts') : './src/index.ts',
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: process.env.BUILD_OUT ?? path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // Entry files keep a fixed name (the federation runtime resolves their path before hashes
        // exist) and are served no-cache; every other chunk is content-hashed and immutable.
        filename: 'js/[name].js',
        chunkFilename: prod ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
        clean: true,
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
        name: (prod ? 'prod' : 'dev') + (mono ? '-monolith' : '') + (fixture ? '-fixture' : ''),
        buildDependencies: { config: [presetFile, path.join(dir, 'webpack.config.js')] },
      },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], alias: mono ? (monolith.alias ?? {}) : {} },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        ...(mono
          ? (monolith.replace ?? []).map(([from, to]) => new webpack.NormalModuleReplacementPlugin(from, to))
          : [
              new ModuleFederationPlugin({
                name,
                filename: 'remoteEntry.js',
                exposes,
                // a remote's production build bundles no singleton: the host provides them all
                shared: sharedOf(pkg, ownParts, { fallbacks: !(prod && Object.keys(exposes).length) }),
                // the host's registrations win over a remote's of the same version (the runtime
                // otherwise keeps the container whose name sorts last): with ownParts the host's
                // antd is not loaded yet when the first remote registers its own copy
                ...(Object.keys(ownParts).length ? { shareStrategy: 'loaded-first' } : {}),
                manifest: true,
                dts: false,
              }),
              ...ownPartsPlugins(webpack, ownParts),
              // a remote's published routes (src/routes.json) ship with its build
              ...(Object.keys(exposes).length ? [new PublishRoutesPlugin(dir, fixture)] : []),
            ]),
        // Absolute script paths: the page is served for deep links like /pay/success too.
        // The version this build is deployed as (scripts/build.mjs may override package.json's).
        // BUILD_FIXTURE=1: an e2e test's fixture build (extra pages it deploys); false drops them.
        new webpack.DefinePlugin({
          __APP_VERSION__: JSON.stringify(process.env.BUILD_VERSION ?? pkg.version),
          __BUILD_FIXTURE__: JSON.stringify(fixture),
        }),
        new HtmlWebpackPlugin({ title, publicPath: '/', template: path.join(path.dirname(presetFile), 'index.html') }),
        new BootScriptPlugin(),
        new AntdStylesheetPlugin(require),
        ...(entryPreload ? [new EntryPreloadPlugin(entryPreload)] : []),
        ...(prod ? [new PrecompressPlugin()] : []),
      ],
      // swc minifies, not webpack's default terser: a cold host build took 26 s instead of 55 s here,
      // for 1.5 % fewer bytes (docs/testing.md); licence comments still go to *.LICENSE.txt
      optimization: prod
        ? { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: 'some' })] }
        : {},
      performance: { hints: false },
      stats: 'errors-warnings',
      // federation's shared modules cannot be serialized into the cache; the rest is cached.
      infrastructureLogging: { level: 'error' },
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The dev page talks to the local API directly (spec §7: local server on 8091).
        setupMiddlewares(middlewares, server) {
          server.app.get('/console-env.js', (_req, res) => {
            res.type('application/javascript').send(`window.__CONSOLE_ENV__ = ${JSON.stringify({ apiEnv: 'local' })};`);
          });
          return middlewares;
        },
      },
    };
  };
}
