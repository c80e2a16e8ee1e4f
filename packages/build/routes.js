// A remote publishes its routes with its build (docs/remote-contract.md, "Routes"): the preset
// reads the remote's src/routes.json, checks it, and emits it as routes.json next to
// mf-manifest.json. The console server serves it inline in the registry, so the host's guard and
// sidebar follow whichever build of the remote is live, and a rollback swaps routes with code.
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

export const ROUTES_FILE = 'routes.json';

/** The same checks as manifestProblems() of @console/ui, for the build (plain JS here). */
export function routeProblems(manifest) {
  if (!manifest || !Array.isArray(manifest.routes)) return ['routes.json: { "routes": [...] } expected'];
  const problems = [];
  const seen = new Set();
  for (const r of manifest.routes) {
    if (typeof r.path !== 'string' || !r.path.startsWith('/')) problems.push(`${r.path}: a path starts with /`);
    else if (seen.has(r.path.toLowerCase())) problems.push(`${r.path}: published twice`);
    else seen.add(r.path.toLowerCase());
    if (r.menu && !(r.title?.zh && r.title?.en)) problems.push(`${r.path}: a menu entry needs a zh and en title`);
    if (r.menu?.pageTitle && !(r.menu.pageTitle.zh && r.menu.pageTitle.en))
      problems.push(`${r.path}: a menu pageTitle needs zh and en`);
    if (r.roles && !r.roles.every((role) => role === 'admin' || role === 'staff'))
      problems.push(`${r.path}: roles are admin or staff`);
    // a prefetch is a read the host may send early (@console/shared prefetch): GET only
    for (const p of r.prefetch ?? [])
      if (typeof p.endpoint !== 'string' || !p.endpoint.startsWith('GET /'))
        problems.push(`${r.path}: prefetch ${p.endpoint} is not a GET endpoint`);
  }
  return problems;
}

/**
 * The routes this build publishes: src/routes.json, plus src/fixture/routes.json in a fixture build
 * (BUILD_FIXTURE=1, made only by e2e tests; the normal build never publishes fixture pages).
 */
export function readPublishedRoutes(dir, fixture) {
  const file = path.join(dir, 'src', ROUTES_FILE);
  if (!fs.existsSync(file)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const extra = path.join(dir, 'src', 'fixture', ROUTES_FILE);
  if (fixture && fs.existsSync(extra)) manifest.routes.push(...JSON.parse(fs.readFileSync(extra, 'utf8')).routes);
  const problems = routeProblems(manifest);
  if (problems.length) throw new Error(`${path.relative(process.cwd(), file)}:\n  ${problems.join('\n  ')}`);
  return manifest;
}

/** Emits the published routes as an asset of each build (re-read per compilation: dev watch mode). */
export class PublishRoutesPlugin {
  constructor(dir, fixture) {
    this.dir = dir;
    this.fixture = fixture;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublishRoutesPlugin', (compilation) => {
      compilation.fileDependencies.add(path.join(this.dir, 'src', ROUTES_FILE));
      compilation.hooks.processAssets.tap(
        { name: 'PublishRoutesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const manifest = readPublishedRoutes(this.dir, this.fixture);
            if (manifest)
              compilation.emitAsset(
                ROUTES_FILE,
                new webpack.sources.RawSource(JSON.stringify(manifest, null, 2) + '\n'),
              );
          } catch (e) {
            compilation.errors.push(new webpack.WebpackError(e.message));
          }
        },
      );
    });
  }
}
