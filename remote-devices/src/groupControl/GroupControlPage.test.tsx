// Group control against a stubbed API: the device list's selection arrives preselected, the
// group narrows the table, the 2.0 notice links the Windows client from the website config,
// and running an operation shows each phone's task.
import { AreaApp } from '@console/ui';
import { configApi } from '@console/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { phoneOps } from '../api/phoneOps';
import { devicesArea } from '../area';
import { selectedFromQuery } from './GroupControlPage';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/phoneOps', () => ({
  ...jest.requireActual('../api/phoneOps'),
  phoneOps: { all: jest.fn(), groupList: jest.fn(), action: jest.fn() },
}));
const ops = phoneOps as jest.Mocked<typeof phoneOps>;

const button = (label: string) =>
  [...document.querySelectorAll('button, a')].find((b) => b.textContent?.replace(/\s/g, '') === label)!;

// the boss: every action is offered (a staff member's screens are tested in PhoneListPage.roles)
beforeEach(() => signInAs('admin'));

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .spyOn(configApi, 'websiteInfo')
    .mockResolvedValue({ code: 0, message: '', data: { InstallationApp: 'https://dl.example.com/client.exe' } });
  ops.groupList.mockResolvedValue({ list: [{ id: 5, name: '直播组', phone_count: 1 }] });
  ops.all.mockResolvedValue({
    list: [
      { id: 1, phone_name: '云手机-001', group_id: 5, account_id: null, network_card_id: null },
      { id: 2, phone_name: '云手机-002', group_id: null, account_id: null, network_card_id: null },
    ],
  });
});

test('selectPhoneIds: positive integers only', () => {
  expect(selectedFromQuery('1,2,x,-3,4.5,,7')).toEqual([1, 2, 7]);
  expect(selectedFromQuery(null)).toEqual([]);
});

test('preselected phones, client download, run restart and see the tasks', async () => {
  ops.action.mockResolvedValue({
    tasks: [
      {
        id: 9,
        phone_id: 2,
        phone_name: '云手机-002',
        kind: 'action',
        payload: { action: 'restart' },
        status: 'failed',
        result: '云手机尚未分配实例',
        created_at: '',
        finished_at: '',
      },
    ],
  });
  render(
    <MemoryRouter initialEntries={['/phone/groupControl?selectPhoneIds=2']}>
      <AreaApp {...devicesArea} />
    </MemoryRouter>,
  );
  await screen.findByText('云手机-002');
  expect(screen.getByText('已选 1 台')).toBeTruthy();
  await waitFor(() =>
    expect(button('Windows客户端下载').getAttribute('href')).toBe('https://dl.example.com/client.exe'),
  );
  expect(screen.getByText('直播组', { selector: 'td' })).toBeTruthy();

  const run = button('执行（1台）');
  expect(run.hasAttribute('disabled')).toBe(true); // no operation chosen yet
  await act(async () =>
    fireEvent.mouseDown(
      document.querySelector(
        '[data-testid="operation-select"] .ant-select-selector, [data-testid="operation-select"]',
      )!,
    ),
  );
  await act(async () =>
    fireEvent.click(await screen.findByText('重启', { selector: '.ant-select-item-option-content' })),
  );
  await waitFor(() => expect(run.hasAttribute('disabled')).toBe(false));
  await act(async () => fireEvent.click(run));
  await screen.findByText('将对 1 台云手机执行「重启」：云手机-002');
  await act(async () => fireEvent.click(button('确定')));
  await waitFor(() => expect(ops.action).toHaveBeenCalledWith([2], 'restart'));
  expect(await screen.findByText('云手机尚未分配实例')).toBeTruthy();
  expect(screen.getByTestId('group-control-results').textContent).toContain('失败');
});
