// The mounting contract (docs/remote-contract.md), shared by every remote: packages/testing/areaMount.ts.
// The org API is stubbed, so the update lands on the member list without a server.
import { describeAreaMount, until } from '../../packages/testing/areaMount';
import { departments, members } from './api/org';
import * as app from './app';

jest.mock('./api/org', () => ({
  ...jest.requireActual('./api/org'),
  members: { list: jest.fn() },
  departments: { list: jest.fn() },
}));
const memberApi = members as jest.Mocked<typeof members>;
const departmentApi = departments as jest.Mocked<typeof departments>;

describeAreaMount(app, {
  name: 'remote_org',
  area: 'org',
  mountPath: '/member/all',
  updatePath: '/member/all',
  expectUpdated: async ({ domElement }) => {
    await until(() => memberApi.list.mock.calls.length > 0);
    expect(departmentApi.list).toHaveBeenCalledTimes(1);
    expect(memberApi.list).toHaveBeenLastCalledWith({ page: 1, limit: 20 });
    expect(domElement.querySelector('[data-testid="list-page"]')?.textContent).toContain('成员管理');
  },
  unknownPath: '/member/nothing-here',
  beforeBootstrap: () => {
    memberApi.list.mockResolvedValue({ total: 0, list: [] });
    departmentApi.list.mockResolvedValue({ total: 0, list: [] });
  },
});
