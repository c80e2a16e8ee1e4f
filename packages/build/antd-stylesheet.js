// antd draws with the stylesheet it ships (antd/dist/antd.css) instead of generating its styles in
// the browser (`zeroRuntime` in @console/ui's theme): issue #18 measured that generation at ≈ 0.8 s
// of the first screen at 4× CPU, and again on the first open of every menu and dialog. The theme's
// colours still apply: the stylesheet reads antd's CSS variables, which the ConfigProvider sets.
// Content-hashed like the chunks, it is named in every app's page (a remote's standalone page too) by
// <meta name="console-stylesheet">, not linked: the page that draws antd links it
// (@console/ui loadAntdStylesheet) and the signed-out pages, which draw none, never fetch it (issue 37).
import crypto from 'node:crypto';
import fs from 'node:fs';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'AntdStylesheetPlugin';
/** @console/ui antdStylesheet.ts STYLESHEET_META */
const STYLESHEET_META = 'console-stylesheet';

export class AntdStylesheetPlugin {
  /** @param {NodeJS.Require} require the app's own require (its antd) */
  constructor(require) {
    this.file = require.resolve('antd/dist/antd.css');
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const content = fs.readFileSync(this.file);
      // named by its content, like the chunks (`css/antd.<10 hex>.css`)
      const name = `css/antd.${crypto.createHash('sha256').update(content).digest('hex').slice(0, 10)}.css`;
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(name, new webpack.sources.RawSource(content)),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('meta', {
            name: STYLESHEET_META,
            content: `${data.publicPath}${name}`,
          }),
        );
        return data;
      });
    });
  }
}
