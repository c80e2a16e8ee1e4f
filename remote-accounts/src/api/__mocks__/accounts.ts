// The account calls as the area's tests stub them (`jest.mock('…/api/accounts')`): each test answers
// list/status/geolocation/paymentList itself; the options the row dialogs load when they open answer
// empty, so no test reaches for a query function that is not there.
export const ACCOUNT_EXPORT_PATH = '/account/list/export';

const none = () => jest.fn(async () => []);

export const accounts = {
  list: jest.fn(),
  status: jest.fn(),
  geolocation: jest.fn(),
  paymentList: jest.fn(),
  sites: none(),
  groups: none(),
  cards: none(),
  phones: none(),
  brands: none(),
  countries: none(),
};
