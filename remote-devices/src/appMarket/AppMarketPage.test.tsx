// The app market screen against a stubbed API: the catalogue with formatted sizes and source
// tags, search, install onto phones with per-phone results, and the APK upload dialog
// (bad file refused before any request; a good one is uploaded and added).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AreaApp } from '@console/ui';
import { MemoryRouter, Route, Routes } from 'react-router';
import { devicesArea } from '../area';
import { putFile } from '../api/storage';
import { appMarket, type MarketApp } from './api';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('./api', () => ({
  appMarket: {
    list: jest.fn(),
    install: jest.fn(),
    phones: jest.fn(),
    uploadTicket: jest.fn(),
    add: jest.fn(),
    remove: jest.fn(),
  },
}));
jest.mock('../api/storage', () => ({ putFile: jest.fn() }));
const api = appMarket as jest.Mocked<typeof appMarket>;
const put = putFile as jest.MockedFunction<typeof putFile>;

const app = (id: number, over: Partial<MarketApp> = {}): MarketApp => ({
  id,
  name: `应用${id}`,
  package_name: `com.example.a${id}`,
  version: '1.0',
  size_bytes: 1536,
  icon: '',
  description: '',
  source: 'platform',
  installed_count: 0,
  created_at: '2030-01-01T00:00:00Z',
  ...over,
});

function renderMarket() {
  render(
    <MemoryRouter initialEntries={['/mall/all']}>
      <Routes>
        <Route path="*" element={<AreaApp {...devicesArea} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const button = (text: string) => screen.getByText(text).closest('button')!;

// the boss: every action is offered (a staff member's screens are tested in PhoneListPage.roles)
beforeEach(() => signInAs('admin'));

beforeEach(() => {
  jest.clearAllMocks();
  api.list.mockResolvedValue({
    total: 2,
    list: [
      app(1, { name: '微信', size_bytes: Math.round(265.4 * 1024 * 1024), installed_count: 3 }),
      app(2, { name: '内部工具', source: 'own' }),
    ],
  });
});

test('the catalogue: formatted size, source tags, installed count; search re-queries', async () => {
  renderMarket();
  await screen.findByText('微信');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20 });
  const wx = screen.getByText('微信').closest('tr')!;
  expect(within(wx).getByText('265 MB')).toBeTruthy();
  expect(within(wx).getByText('平台')).toBeTruthy();
  expect(within(wx).getByText('3')).toBeTruthy();
  const own = screen.getByText('内部工具').closest('tr')!;
  expect(within(own).getByText('自有')).toBeTruthy();
  expect(within(own).getByText('1.5 KB')).toBeTruthy();
  // only own apps can be deleted
  expect(within(own).queryByText('删除')).toBeTruthy();
  expect(within(wx).queryByText('删除')).toBeNull();

  const input = screen.getByPlaceholderText('应用名称、包名或描述');
  fireEvent.change(input, { target: { value: '微' } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, keyword: '微' }));
});

test('install onto phones: pick all, install, results per phone', async () => {
  api.phones.mockResolvedValue([
    { id: 7, phone_name: '云手机-007' },
    { id: 8, phone_name: '云手机-008' },
  ]);
  api.install.mockResolvedValue({
    tasks: [
      {
        id: 1,
        phone_id: 7,
        phone_name: '云手机-007',
        kind: 'install',
        payload: {},
        status: 'success',
        result: 'ok',
        created_at: '',
        finished_at: '',
      },
      {
        id: 2,
        phone_id: 8,
        phone_name: '云手机-008',
        kind: 'install',
        payload: {},
        status: 'failed',
        result: '云手机尚未分配实例',
        created_at: '',
        finished_at: '',
      },
    ],
  });
  renderMarket();
  await screen.findByText('微信');
  fireEvent.click(within(screen.getByText('微信').closest('tr')!).getByText('安装到云手机'));
  await screen.findByText('安装到云手机：微信');
  // nothing chosen: the form refuses, no request
  fireEvent.click(button('安 装'));
  expect(await screen.findByText('请选择云手机')).toBeTruthy();
  expect(api.install).not.toHaveBeenCalled();
  await waitFor(() => expect(button('全选（2 台）').hasAttribute('disabled')).toBe(false));
  fireEvent.click(button('全选（2 台）'));
  fireEvent.click(button('安 装'));
  expect(await screen.findByText('共 2 台，失败 1 台')).toBeTruthy();
  expect(api.install).toHaveBeenCalledWith(1, [7, 8]);
  expect(screen.getByText('云手机尚未分配实例')).toBeTruthy();
});

test('upload: a non-APK is refused before any request; an APK is uploaded, then added', async () => {
  api.uploadTicket.mockResolvedValue({
    file_id: 42,
    key: '1/apk/x/tool.apk',
    upload_url: '/oss/simulator/upload/1/apk/x/tool.apk?sig=1',
    method: 'PUT',
    headers: { 'Content-Type': 'application/vnd.android.package-archive' },
    expires_at: '',
  });
  put.mockImplementation(async (_ticket, _file, onProgress) => onProgress?.(100));
  api.add.mockResolvedValue(app(3, { name: '工具', source: 'own' }));
  renderMarket();
  await screen.findByText('微信');
  fireEvent.click(button('上传应用'));
  await screen.findByText('选择 APK 文件');
  const fileInput = () => document.querySelector('.ant-modal input[type="file"]') as HTMLInputElement;

  await act(async () => fireEvent.change(fileInput(), { target: { files: [new File(['zip'], 'notes.zip')] } }));
  expect(await screen.findByText('请上传 .apk 格式的安装包')).toBeTruthy();
  expect(api.uploadTicket).not.toHaveBeenCalled();

  await act(async () => fireEvent.change(fileInput(), { target: { files: [new File(['PK apk'], 'tool.apk')] } }));
  await waitFor(() => expect(put).toHaveBeenCalled());
  expect(api.uploadTicket).toHaveBeenCalledWith(expect.objectContaining({ name: 'tool.apk', size: 6 }));
  // the name starts from the file name; the package name is checked like the server does
  expect(screen.getByLabelText<HTMLInputElement>('应用名称').value).toBe('tool');
  fireEvent.change(screen.getByLabelText('应用包名'), { target: { value: 'not a package' } });
  fireEvent.change(screen.getByLabelText('版本号'), { target: { value: '2.1' } });
  await waitFor(() => expect(button('添加到应用市场').hasAttribute('disabled')).toBe(false));
  fireEvent.click(button('添加到应用市场'));
  expect(await screen.findByText('应用包名格式不正确，例如 com.example.app')).toBeTruthy();
  expect(api.add).not.toHaveBeenCalled();
  fireEvent.change(screen.getByLabelText('应用包名'), { target: { value: 'com.example.tool' } });
  fireEvent.click(button('添加到应用市场'));
  await waitFor(() =>
    expect(api.add).toHaveBeenCalledWith({
      file_id: 42,
      name: 'tool',
      package_name: 'com.example.tool',
      version: '2.1',
      description: '',
    }),
  );
  await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2)); // reloaded with the new app
});
