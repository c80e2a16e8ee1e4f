import { extractionPath, STORE_VIEW_DEFS } from './views';

test('one path per view of the contract, in screen order, all under /store', () => {
  // the contract's STORE_VIEWS (jest cannot load the ESM contract here)
  expect(STORE_VIEW_DEFS.map((v) => v.view)).toEqual([
    'all',
    'recent',
    'urgent_renewal',
    'awaiting_credentials',
    'awaiting_authorization',
    'awaiting_device',
    'transfers',
  ]);
  expect(STORE_VIEW_DEFS.map((v) => v.path)).toEqual([
    '/store/all',
    '/store/recent',
    '/store/urgentRenewal',
    '/store/awaitingCredentials',
    '/store/awaitingAuthorization',
    '/store/awaitingDevice',
    '/store/transfers',
  ]);
});

test('extraction records of one store', () => {
  expect(extractionPath(7)).toBe('/store/extraction?store_id=7');
  expect(extractionPath()).toBe('/store/extraction');
});
