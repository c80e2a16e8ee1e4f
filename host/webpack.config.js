import path from 'node:path';
import { createConfig } from '@console/build';
import { REMOTES, remotes } from '../scripts/apps.mjs';

const dir = import.meta.dirname;
const remotesDir = path.join(dir, 'src/remotes');

export default createConfig({
  name: 'host',
  dir,
  port: 8080,
  title: '云手机企业控制台',
  // antd goes to the remotes whole; the host's own pages (login first) take only the components they use
  ownParts: { antd: 'antd/es' },
  // src/index.ts picks one of these; each preloads all its scripts at once (src/preload.ts)
  entryPreload: { signedOut: './signin/start', console: './app/start' },
  // The monolith (BUILD_MONOLITH=1, `node scripts/build.mjs --monolith`): every remote's source is
  // bundled into the host and loaded with a plain import() instead of the registry + federation.
  // A remote missing from this checkout becomes an empty module (the area then shows its fallback).
  monolith: {
    alias: Object.fromEntries(
      REMOTES.flatMap((r) => [
        [`@console-monolith/${r}$`, remotes.includes(r) ? path.resolve(dir, '..', r, 'src/app.tsx') : false],
        // the routes each bundled area publishes (in the composed console they come with the registry)
        [`@console-monolith-routes/${r}$`, remotes.includes(r) ? path.resolve(dir, '..', r, 'src/routes.json') : false],
      ]),
    ),
    replace: [
      [
        /^\.\/loadArea$/,
        (resource) => {
          if (resource.context === remotesDir) resource.request = './monolith/loadArea';
        },
      ],
      [
        /^\.\.\/remotes\/routeSource$/,
        (resource) => {
          if (resource.context === path.join(dir, 'src/routes')) resource.request = '../remotes/monolith/routeSource';
        },
      ],
    ],
  },
});
