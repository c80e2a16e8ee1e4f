// The host's page loads one of two entries (host/src/index.ts: the signed-out pages or the console),
// each behind an import() whose scripts the browser otherwise discovers a round trip at a time:
// the entry's chunk, then the shared libraries federation resolves for it (react-dom, i18next, …),
// then theirs. This lists every entry's script files: those all entries load as preload links in
// the page's <head>, fetched as the page parses, and the rest of each entry's list in
// <script type="application/json" id="console-preload">, preloaded by the entry the page picks
// (host/src/preload.ts) as soon as main.js runs. Lazy pages inside an entry are not followed: only
// what the entry needs to draw its first screen.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'EntryPreloadPlugin';
/** host/src/preload.ts PRELOAD_ELEMENT_ID */
const ELEMENT_ID = 'console-preload';

/**
 * The script files of a chunk group, and of every shared library its modules consume, transitively:
 * a library this app provides is loaded from its provided module's chunk (what the share scope
 * hands out), one it does not provide from the consumer's fallback.
 */
export function scriptsOf(compilation, group) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const m of compilation.modules) if (m.type === 'provide-module') provided.set(m._name, m);
  const files = new Set();
  const seen = new Set();
  const visit = (g) => {
    if (!g || seen.has(g)) return;
    seen.add(g);
    for (const chunk of g.chunks) {
      for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
      for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
        if (m.type !== 'consume-shared-module') continue;
        for (const b of (provided.get(m.options.shareKey) ?? m).blocks) visit(chunkGraph.getBlockChunkGroup(b));
      }
    }
  };
  visit(group);
  return [...files].sort();
}

export class EntryPreloadPlugin {
  /** @param {Record<string, string>} entries name → the request the app's entry module imports (e.g. './app/start') */
  constructor(entries) {
    this.entries = entries;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const lists = {};
        for (const entry of compilation.entrypoints.values()) {
          for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(entry.getEntrypointChunk())) {
            for (const block of module.blocks) {
              const request = block.dependencies[0]?.request;
              const name = Object.keys(this.entries).find((n) => this.entries[n] === request);
              if (name)
                lists[name] = scriptsOf(compilation, compilation.chunkGraph.getBlockChunkGroup(block)).map(
                  (f) => `${data.publicPath}${f}`,
                );
            }
          }
        }
        const missing = Object.keys(this.entries).filter((n) => !lists[n]);
        if (missing.length)
          compilation.errors.push(new Error(`${NAME}: no import() of ${missing.join(', ')} in the entry`));
        // what every entry loads (react-dom, i18next, …) is preloaded by the page itself, as it parses
        const all = Object.values(lists);
        const common = all.length ? all[0].filter((f) => all.every((l) => l.includes(f))) : [];
        for (const href of common)
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href }));
        const rest = Object.fromEntries(
          Object.entries(lists).map(([n, l]) => [n, l.filter((f) => !common.includes(f))]),
        );
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            { type: 'application/json', id: ELEMENT_ID },
            JSON.stringify(rest),
          ),
        );
        return data;
      });
    });
  }
}
