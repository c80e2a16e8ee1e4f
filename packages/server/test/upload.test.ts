// Uploads: pre-signed URL rules, roles, safe keys, a ticket bound to its declared size and content
// type and used once (issue 32 item 4: a 10-byte ticket took 5 MB and the bytes stayed), and a
// file counting as stored only once its bytes arrived — checked where the file_id is used (/app/add).
import { startServer, type TestServer } from './support/harness';
import { putUpload } from './support/uploads';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const urlFor = (token: string, q: Record<string, string | number>) =>
  s.get(
    `/common/uploadUrl?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
    token,
  );

const put = (ticket: { upload_url: string; headers: Record<string, string> }, bytes: Uint8Array) =>
  putUpload(s, ticket, bytes);
const stored = async (key: string) => (await s.fetch(`/oss/simulator/${key}`)).status;

const MiB = 1024 * 1024;

test('the boss gets a pre-signed PUT URL under a safe key and a pending file row', async () => {
  const r = await urlFor(admin, { file_name: '../../我的 应用(1).apk', size: 10, purpose: 'apk' });
  expect(r.body.code).toBe(0);
  const d = r.body.data;
  expect(d.method).toBe('PUT');
  expect(d.key).toMatch(/^\d+\/apk\/[0-9a-f]{24}\/[A-Za-z0-9._-]+$/);
  expect(d.key.endsWith('.apk')).toBe(true);
  expect(d.key.split('/')).not.toContain('..');
  expect(d.upload_url.startsWith(`/oss/simulator/upload/${d.key}?`)).toBe(true);
  expect(Date.parse(d.expires_at)).toBeGreaterThan(Date.now() - 1e12);
  const [row] = await s.sql<any>('select status, size_bytes, file_name from stored_files where id = $1', [d.file_id]);
  expect(row).toMatchObject({ status: 'pending', file_name: '../../我的 应用(1).apk' });
  expect(Number(row.size_bytes)).toBe(10);
});

test('validation: name, size, purpose, .apk — refused with 40001 and nothing stored', async () => {
  const [before] = await s.sql<{ n: number }>('select count(*)::int as n from stored_files');
  const cases: [Record<string, string | number>, string][] = [
    [{ file_name: '', size: 10, purpose: 'apk' }, '请选择要上传的文件'],
    [{ file_name: `${'a'.repeat(197)}.apk`, size: 10, purpose: 'apk' }, '文件名不能超过200个字符'],
    [{ file_name: 'a.apk', size: 0, purpose: 'apk' }, '文件不能为空'],
    [{ file_name: 'a.apk', size: 200 * MiB + 1, purpose: 'apk' }, '文件不能超过200MB'],
    [{ file_name: 'a.apk', size: 10, purpose: 'avatar' }, '上传用途不正确，可选值：phone_file, apk, certification'],
    [{ file_name: 'a.zip', size: 10, purpose: 'apk' }, '请上传 .apk 格式的安装包'],
  ];
  for (const [q, message] of cases) {
    expect((await urlFor(admin, q)).body).toMatchObject({ code: 40001, message });
  }
  expect((await urlFor(admin, { file_name: 'x.txt', size: 200 * MiB, purpose: 'phone_file' })).body.code).toBe(0);
  const [after] = await s.sql<{ n: number }>('select count(*)::int as n from stored_files');
  expect(after.n).toBe(before.n + 1);
});

test('roles: staff employees and managers are refused (40003) and nothing is stored; login required', async () => {
  // the access table's refusal (packages/contract/src/access.ts: UPLOAD), quoted
  const refused = { code: 40003, message: '仅老板账号可以上传文件', data: null };
  const [before] = await s.sql<{ n: number }>('select count(*)::int as n from stored_files');
  const employee = await s.login('demoemployee', 'staff');
  // spec §6 "Ordinary employees can only log in to stores."
  expect((await urlFor(employee, { file_name: 'a.apk', size: 1, purpose: 'apk' })).body).toEqual(refused);
  const manager = await s.login('demostaff', 'staff');
  // spec §6 "Routes declare allowed roles. Most are admin only."
  for (const purpose of ['apk', 'phone_file', 'certification'])
    expect((await urlFor(manager, { file_name: 'a.apk', size: 1, purpose })).body).toEqual(refused);
  // refused before validation: a bad request gets the same answer
  expect((await urlFor(manager, { file_name: '', size: 0, purpose: 'avatar' })).body).toEqual(refused);
  expect((await s.get('/common/uploadUrl?file_name=a.apk&size=1&purpose=apk')).body.code).toBe(20103);
  const [after] = await s.sql<{ n: number }>('select count(*)::int as n from stored_files');
  expect(after.n).toBe(before.n);
  expect((await urlFor(admin, { file_name: 'a.apk', size: 1, purpose: 'apk' })).body.code).toBe(0);
});

test('a file is stored only once bytes of the declared size arrived', async () => {
  const bytes = new TextEncoder().encode('PK fake apk bytes');
  const d = (await urlFor(admin, { file_name: 'demo.apk', size: bytes.length, purpose: 'apk' })).body.data;
  const add = () =>
    s.post(
      '/app/add',
      { file_id: d.file_id, name: '测试应用', package_name: 'com.example.upload', version: '1.0' },
      admin,
    );
  expect((await add()).body).toMatchObject({ code: 40009, message: '文件尚未上传完成' });
  // other bytes than signed are refused by the storage and not kept
  expect((await put(d, bytes.slice(0, 3))).status).toBe(403);
  expect(await stored(d.key)).toBe(404);
  expect((await add()).body).toMatchObject({ code: 40009, message: '文件尚未上传完成' });
  expect((await s.sql<any>('select status from stored_files where id = $1', [d.file_id]))[0].status).toBe('pending');
  expect((await put(d, bytes)).status).toBe(200);
  const added = await add();
  expect(added.body.code).toBe(0);
  expect(added.body.data.size_bytes).toBe(bytes.length);
  expect((await s.sql<any>('select status from stored_files where id = $1', [d.file_id]))[0].status).toBe('stored');
  // the bytes are downloadable from the simulator
  expect(await (await s.fetch(`/oss/simulator/${d.key}`)).text()).toBe('PK fake apk bytes');
});

test('a tampered upload URL is refused by the storage', async () => {
  const d = (await urlFor(admin, { file_name: 'x.apk', size: 1, purpose: 'apk' })).body.data;
  const other = d.upload_url.replace(/\/x\.apk\?/, '/y.apk?');
  expect((await put({ ...d, upload_url: other }, new Uint8Array([1]))).status).toBe(403);
});

describe('a ticket is bound to its size and content type, and used once', () => {
  test('a 10-byte ticket refuses 5 MB, and nothing of it is stored', async () => {
    const d = (await urlFor(admin, { file_name: 'small.apk', size: 10, purpose: 'apk' })).body.data;
    expect(d.headers).toEqual({ 'Content-Type': 'application/vnd.android.package-archive' });
    expect((await put(d, new Uint8Array(5 * MiB))).status).toBe(403);
    expect(await stored(d.key)).toBe(404);
    expect((await put(d, new Uint8Array(10))).status).toBe(200);
    expect(await stored(d.key)).toBe(200);
  });

  test('another content type than signed is refused', async () => {
    const d = (await urlFor(admin, { file_name: 'typed.apk', size: 4, purpose: 'apk' })).body.data;
    const r = await putUpload(s, d, new Uint8Array(4), { 'Content-Type': 'text/html' });
    expect(r.status).toBe(403);
    expect(await stored(d.key)).toBe(404);
  });

  test('a second PUT to the same URL is refused and the first bytes stay', async () => {
    const d = (await urlFor(admin, { file_name: 'once.apk', size: 3, purpose: 'apk' })).body.data;
    expect((await put(d, new Uint8Array([1, 2, 3]))).status).toBe(200);
    expect((await put(d, new Uint8Array([9, 9, 9]))).status).toBe(409);
    const body = new Uint8Array(await (await s.fetch(`/oss/simulator/${d.key}`)).arrayBuffer());
    expect([...body]).toEqual([1, 2, 3]);
  });

  test('concurrent PUTs of one ticket store one body', async () => {
    const d = (await urlFor(admin, { file_name: 'race.apk', size: 2, purpose: 'apk' })).body.data;
    const codes = (await Promise.all([1, 2, 3, 4].map((n) => put(d, new Uint8Array([n, n]))))).map((r) => r.status);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
  });
});

test("another enterprise's file id behaves like an unknown one (40004)", async () => {
  const bytes = new Uint8Array([1, 2, 3]);
  const d = (await urlFor(admin, { file_name: 'mine.apk', size: 3, purpose: 'apk' })).body.data;
  await put(d, bytes);
  const [ent] = await s.sql<{ id: number }>(
    "insert into enterprises (name, invite_code) values ('别家企业', 'OTHERUPL') returning id",
  );
  await s.sql('update stored_files set enterprise_id = $1 where id = $2', [ent.id, d.file_id]);
  const r = await s.post(
    '/app/add',
    { file_id: d.file_id, name: 'x', package_name: 'com.example.x', version: '1' },
    admin,
  );
  expect(r.body).toMatchObject({ code: 40004, message: '文件不存在' });
  const r2 = await s.post(
    '/app/add',
    { file_id: 999999, name: 'x', package_name: 'com.example.x', version: '1' },
    admin,
  );
  expect(r2.body.code).toBe(40004);
});
