import { phoneOps } from '../api/phoneOps';
import { OPERATIONS, runOperation } from './operations';

jest.mock('../api/phoneOps', () => ({
  phoneOps: {
    action: jest.fn(),
    reload: jest.fn(),
    execute: jest.fn(),
    applyResolution: jest.fn(),
    uploadFile: jest.fn(),
  },
}));
const api = phoneOps as jest.Mocked<typeof phoneOps>;
const task = {
  id: 1,
  phone_id: 3,
  phone_name: 'p3',
  kind: 'action',
  payload: {},
  status: 'success',
  result: '',
  created_at: '',
  finished_at: null,
} as const;

beforeEach(() => {
  for (const fn of Object.values(api)) (fn as jest.Mock).mockResolvedValue({ tasks: [task] });
});

test('power actions go to /phone/actionYunPhone with their action name', async () => {
  for (const key of ['restart', 'reset', 'powerOn', 'powerOff'] as const) {
    await expect(runOperation(key, [3, 4])).resolves.toEqual([task]);
    expect(api.action).toHaveBeenLastCalledWith([3, 4], key);
  }
});

test('reload, command, resolution and upload each use their own call with their input', async () => {
  await runOperation('reload', [3]);
  expect(api.reload).toHaveBeenCalledWith([3]);
  await runOperation('execute', [3], { command: 'ls' });
  expect(api.execute).toHaveBeenCalledWith([3], 'ls');
  await runOperation('resolution', [3], { resolution: '1920,1080' });
  expect(api.applyResolution).toHaveBeenCalledWith([3], '1920,1080');
  await runOperation('upload', [3], { fileId: 9 });
  expect(api.uploadFile).toHaveBeenCalledWith([3], 9);
});

test('only factory reset is a danger operation; the inputs are declared', () => {
  expect(OPERATIONS.filter((o) => o.danger).map((o) => o.key)).toEqual(['reset']);
  expect(Object.fromEntries(OPERATIONS.filter((o) => o.input).map((o) => [o.key, o.input]))).toEqual({
    execute: 'command',
    resolution: 'resolution',
    upload: 'file',
  });
});
