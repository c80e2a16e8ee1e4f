// What this remote publishes (routes.json, read by the host's guard and sidebar) and what it
// routes (routes.tsx) must not drift: a published path the area does not render would mount its
// 404, a routed path it does not publish is one the host never hands it.
import { manifestProblems, unpublishedPaths, unroutedPaths } from '@console/ui';
import published from './routes.json';
import { networkRoutes } from './routes';

test('routes.json is well formed', () => {
  expect(manifestProblems(published)).toEqual([]);
});

test('every published path is routed by the area', () => {
  expect(unroutedPaths(published, networkRoutes)).toEqual([]);
});

test('every routed path is published', () => {
  expect(unpublishedPaths(published, networkRoutes)).toEqual([]);
});
