// App market: the catalogue (platform + own), adding an uploaded APK, install/uninstall as
// phone tasks keeping phone_apps current, the installed list, deletion rules, roles, isolation.
import { startServer, type TestServer } from './support/harness';
import { putUpload } from './support/uploads';

let s: TestServer;
let admin: string;
let phoneIds: Record<string, number>;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  // the demo phones predate the provider: give them simulator instances so tasks can run
  await s.sql("update phones set provider_instance_id = 'sim-test-' || id where provider_instance_id is null");
  const rows = await s.sql<{ id: number; phone_name: string }>('select id, phone_name from phones');
  phoneIds = Object.fromEntries(rows.map((r) => [r.phone_name, r.id]));
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const catalogue = async (token: string, q = '') => (await s.get(`/app/list?page=1&limit=100${q}`, token)).body.data;
const installed = async (token: string, q = '') =>
  (await s.get(`/app/installed?page=1&limit=100${q}`, token)).body.data;
const platformApp = async (name: string) => (await catalogue(admin)).list.find((a: any) => a.name === name);

async function uploadApk(token: string, name: string, bytes = new TextEncoder().encode(`apk:${name}`)) {
  const d = (
    await s.get(`/common/uploadUrl?file_name=${encodeURIComponent(name)}&size=${bytes.length}&purpose=apk`, token)
  ).body.data;
  const r = await putUpload(s, d, bytes);
  expect(r.status).toBe(200);
  return d.file_id as number;
}

test('the catalogue lists the platform apps with every contract field; keyword searches', async () => {
  const data = await catalogue(admin);
  const platform = data.list.filter((a: any) => a.source === 'platform');
  expect(platform.length).toBeGreaterThanOrEqual(6);
  expect(data.total).toBe(data.list.length);
  const wx = platform.find((a: any) => a.package_name === 'com.tencent.mm');
  expect(Object.keys(wx).sort()).toEqual(
    [
      'created_at',
      'description',
      'icon',
      'id',
      'installed_count',
      'name',
      'package_name',
      'size_bytes',
      'source',
      'version',
    ].sort(),
  );
  expect(wx).toMatchObject({ name: '微信', installed_count: 0 });
  expect(wx.icon.startsWith('data:image/svg+xml')).toBe(true);
  expect(wx.size_bytes).toBeGreaterThan(0);
  const found = await catalogue(admin, `&keyword=${encodeURIComponent('抖音')}`);
  expect(found.list.map((a: any) => a.name)).toEqual(['抖音']);
  expect(found.total).toBe(1);
});

test('install onto phones: tasks succeed, phone_apps and installed_count follow, uninstall removes it', async () => {
  const wx = await platformApp('微信');
  const ids = [phoneIds['云手机-001'], phoneIds['云手机-002']];
  const r = await s.post('/app/install', { app_id: wx.id, phone_ids: ids }, admin);
  expect(r.body.code).toBe(0);
  expect(r.body.data.tasks.map((t: any) => [t.phone_id, t.kind, t.status])).toEqual(
    ids.map((id) => [id, 'install', 'success']),
  );
  expect(r.body.data.tasks[0].payload).toMatchObject({ app_id: wx.id, package_name: 'com.tencent.mm' });
  expect((await platformApp('微信')).installed_count).toBe(2);
  const list = await installed(admin, `&app_id=${wx.id}`);
  expect(list.total).toBe(2);
  expect(list.list.map((x: any) => x.phone_name).sort()).toEqual(['云手机-001', '云手机-002']);
  expect(list.list[0]).toMatchObject({ app_id: wx.id, app_name: '微信', version: wx.version, status: 'installed' });
  expect((await installed(admin, `&phone_id=${ids[0]}`)).list.map((x: any) => x.app_name)).toEqual(['微信']);
  // the tasks are in the phone's task history too
  const [t] = await s.sql<{ n: number }>(
    "select count(*)::int as n from phone_tasks where kind = 'install' and phone_id = $1",
    [ids[0]],
  );
  expect(t.n).toBe(1);
  // installing again keeps a single row
  await s.post('/app/install', { app_id: wx.id, phone_ids: [ids[0]] }, admin);
  expect((await installed(admin, `&app_id=${wx.id}`)).total).toBe(2);

  const u = await s.post('/app/uninstall', { app_id: wx.id, phone_ids: [ids[0]] }, admin);
  expect(u.body.data.tasks.map((x: any) => [x.kind, x.status])).toEqual([['uninstall', 'success']]);
  expect((await installed(admin, `&app_id=${wx.id}`)).list.map((x: any) => x.phone_id)).toEqual([ids[1]]);
  expect((await platformApp('微信')).installed_count).toBe(1);
  // not installed there any more: refused, nothing runs
  const again = await s.post('/app/uninstall', { app_id: wx.id, phone_ids: [ids[0]] }, admin);
  expect(again.body).toMatchObject({ code: 40009, message: '应用未安装在云手机「云手机-001」上' });
  await s.post('/app/uninstall', { app_id: wx.id, phone_ids: [ids[1]] }, admin);
  expect((await installed(admin, `&app_id=${wx.id}`)).total).toBe(0);
});

test('a phone without a provider instance gets a failed task and a failed row', async () => {
  const dy = await platformApp('抖音');
  const id = phoneIds['云手机-010'];
  await s.sql('update phones set provider_instance_id = null where id = $1', [id]);
  const r = await s.post('/app/install', { app_id: dy.id, phone_ids: [id] }, admin);
  expect(r.body.data.tasks[0]).toMatchObject({ status: 'failed', result: '云手机尚未分配实例' });
  expect((await installed(admin, `&app_id=${dy.id}`)).list.map((x: any) => x.status)).toEqual(['failed']);
  expect((await platformApp('抖音')).installed_count).toBe(0);
  await s.sql("update phones set provider_instance_id = 'sim-test-' || id where id = $1", [id]);
});

test('any unknown, recycled or other-enterprise phone or app refuses the whole request (40004), nothing changes', async () => {
  const wx = await platformApp('微信');
  const [tasksBefore] = await s.sql<{ n: number }>('select count(*)::int as n from phone_tasks');
  const [ent] = await s.sql<{ id: number }>(
    "insert into enterprises (name, invite_code) values ('别家企业', 'OTHERAPP') returning id",
  );
  const [otherPhone] = await s.sql<{ id: number }>(
    `insert into phones (enterprise_id, phone_name, expiration_time) values ($1, '别家手机', '2030-03-01T00:00:00Z') returning id`,
    [ent.id],
  );
  const [otherApp] = await s.sql<{ id: number }>(
    "insert into apps (enterprise_id, name, package_name, version) values ($1, '别家应用', 'com.other.app', '1') returning id",
    [ent.id],
  );
  const ok = phoneIds['云手机-001'];
  for (const phone_ids of [
    [ok, otherPhone.id],
    [ok, 999999],
    [ok, phoneIds['云手机-013']],
  ]) {
    expect((await s.post('/app/install', { app_id: wx.id, phone_ids }, admin)).body.code).toBe(40004);
  }
  expect((await s.post('/app/install', { app_id: otherApp.id, phone_ids: [ok] }, admin)).body).toMatchObject({
    code: 40004,
    message: '应用不存在',
  });
  expect((await s.post('/app/delete', { id: otherApp.id }, admin)).body.code).toBe(40004);
  expect((await catalogue(admin)).list.map((a: any) => a.id)).not.toContain(otherApp.id);
  const [tasksAfter] = await s.sql<{ n: number }>('select count(*)::int as n from phone_tasks');
  expect(tasksAfter.n).toBe(tasksBefore.n);
  expect((await installed(admin, `&app_id=${wx.id}`)).total).toBe(0);
});

test('add an uploaded APK: appears as own, validated, then deletable only when not installed', async () => {
  const fileId = await uploadApk(admin, 'tool.apk');
  const bad = [
    [{ name: '', package_name: 'com.example.tool', version: '1.0' }, '请输入应用名称'],
    [{ name: '工具', package_name: 'not a package', version: '1.0' }, '应用包名格式不正确，例如 com.example.app'],
    [{ name: '工具', package_name: 'com.example.tool', version: '' }, '请输入版本号'],
    [
      { name: '工具', package_name: 'com.example.tool', version: '1', icon: 'javascript:alert(1)' },
      '应用图标格式不正确',
    ],
  ] as const;
  for (const [body, message] of bad) {
    expect((await s.post('/app/add', { file_id: fileId, ...body }, admin)).body).toMatchObject({
      code: 40001,
      message,
    });
  }
  const phoneFile = (await s.get('/common/uploadUrl?file_name=a.txt&size=1&purpose=phone_file', admin)).body.data;
  await putUpload(s, phoneFile, new Uint8Array([1]));
  expect(
    (await s.post('/app/add', { file_id: phoneFile.file_id, name: 'x', package_name: 'com.x.y', version: '1' }, admin))
      .body,
  ).toMatchObject({ code: 40001, message: '请上传 .apk 格式的安装包' });

  const r = await s.post(
    '/app/add',
    { file_id: fileId, name: ' 工具 ', package_name: 'com.example.tool', version: '1.0', description: '内部工具' },
    admin,
  );
  expect(r.body.code).toBe(0);
  expect(r.body.data).toMatchObject({
    name: '工具',
    source: 'own',
    installed_count: 0,
    description: '内部工具',
    icon: '',
  });
  expect(
    (
      await s.post(
        '/app/add',
        { file_id: fileId, name: '工具', package_name: 'com.example.tool', version: '1.0' },
        admin,
      )
    ).body.code,
  ).toBe(40009);
  const list = await catalogue(admin);
  expect(list.list[0]).toMatchObject({ id: r.body.data.id, source: 'own' }); // own uploads first

  const phone = phoneIds['云手机-002'];
  await s.post('/app/install', { app_id: r.body.data.id, phone_ids: [phone] }, admin);
  expect((await s.post('/app/delete', { id: r.body.data.id }, admin)).body).toMatchObject({
    code: 40009,
    message: '该应用已安装在云手机上，请先卸载',
  });
  await s.post('/app/uninstall', { app_id: r.body.data.id, phone_ids: [phone] }, admin);
  expect((await s.post('/app/delete', { id: r.body.data.id }, admin)).body.code).toBe(0);
  expect((await catalogue(admin)).list.map((a: any) => a.id)).not.toContain(r.body.data.id);
  // platform apps cannot be deleted
  expect((await s.post('/app/delete', { id: (await platformApp('淘宝')).id }, admin)).body).toMatchObject({
    code: 40003,
    message: '平台应用不能删除',
  });
});

test("roles: the app market is the boss's; staff employees and managers are refused every call and nothing changes", async () => {
  // the access table's refusal (packages/contract/src/access.ts: APPS), quoted
  const refused = { code: 40003, message: '仅老板账号可以管理应用', data: null };
  const employee = await s.login('demoemployee', 'staff');
  const manager = await s.login('demostaff', 'staff');
  const ks = await platformApp('快手');
  const p001 = phoneIds['云手机-001']; // assigned to the employee (with 云手机-003)
  expect(
    (await s.post('/app/install', { app_id: ks.id, phone_ids: [p001, phoneIds['云手机-002']] }, admin)).body.code,
  ).toBe(0);
  const state = async () => ({
    count: (await catalogue(admin)).list.find((a: any) => a.id === ks.id).installed_count,
    phones: (await installed(admin, `&app_id=${ks.id}`)).list.map((x: any) => x.phone_name).sort(),
    apps: (await catalogue(admin)).total,
  });
  const before = await state();
  expect(before).toMatchObject({ count: 2, phones: ['云手机-001', '云手机-002'] });
  const calls: [string, string, unknown][] = [
    ['GET', '/app/list?page=1&limit=100', undefined],
    ['GET', `/app/installed?page=1&limit=100&app_id=${ks.id}`, undefined],
    ['POST', '/app/install', { app_id: ks.id, phone_ids: [phoneIds['云手机-003']] }],
    ['POST', '/app/uninstall', { app_id: ks.id, phone_ids: [p001] }],
    ['POST', '/app/add', { file_id: 1, name: 'x', package_name: 'com.x.y', version: '1' }],
    ['POST', '/app/delete', { id: ks.id }],
  ];
  for (const [method, path, body] of calls) {
    // spec §6 "Ordinary employees can only log in to stores." (not even onto the phone assigned to them)
    expect([path, (await s.request(method, path, { token: employee, body })).body]).toEqual([path, refused]);
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect([path, (await s.request(method, path, { token: manager, body })).body]).toEqual([path, refused]);
  }
  expect(await state()).toEqual(before);
  expect((await s.get('/app/list')).body.code).toBe(20103);
});

test('in English the platform apps read in English (list, search, installed, tasks); own uploads read as uploaded', async () => {
  const en = { headers: { 'accept-language': 'en' } };
  const get = async (path: string) => (await s.request('GET', path, { token: admin, ...en })).body.data;
  const all = await get('/app/list?page=1&limit=100');
  const byPackage = (list: any[]) => Object.fromEntries(list.map((a: any) => [a.package_name, a]));
  const platform = all.list.filter((a: any) => a.source === 'platform');
  expect(Object.fromEntries(platform.map((a: any) => [a.package_name, a.name]))).toMatchObject({
    'com.tencent.mm': 'WeChat',
    'com.ss.android.ugc.aweme': 'Douyin',
    'com.xingin.xhs': 'Xiaohongshu',
    'com.taobao.taobao': 'Taobao',
    'com.smile.gifmaker': 'Kuaishou',
    'com.tencent.wework': 'WeCom',
  });
  for (const a of platform)
    expect([a.name, /[\u4e00-\u9fff]/.test(`${a.name}${a.description}`)]).toEqual([a.name, false]);
  expect(byPackage(platform)['com.tencent.mm'].description).toBe(
    'Messaging and social networking; sign in with several sub-accounts',
  );
  // the same rows in Chinese: the spec's names and descriptions, unchanged
  const zh = byPackage((await catalogue(admin)).list);
  expect(zh['com.tencent.mm']).toMatchObject({ name: '微信', description: '即时通讯与社交，支持多开分身登录' });
  expect(zh['com.tencent.wework']).toMatchObject({ name: '企业微信', description: '企业沟通与客户联系' });

  // the keyword finds a platform app by either name, in either language
  const names = async (keyword: string, lang?: 'en') =>
    (lang
      ? await get(`/app/list?page=1&limit=100&keyword=${encodeURIComponent(keyword)}`)
      : await catalogue(admin, `&keyword=${encodeURIComponent(keyword)}`)
    ).list.map((a: any) => a.name);
  expect(await names('wechat', 'en')).toEqual(['WeChat']);
  expect(await names('微信', 'en')).toEqual(['WeChat', 'WeCom']);
  expect(await names('live-stream', 'en')).toEqual(['Kuaishou']);
  expect(await names('WeCom')).toEqual(['企业微信']);

  // installed list and the install / uninstall tasks name the app in the request's language
  const xhs = byPackage(platform)['com.xingin.xhs'];
  const phone = phoneIds['云手机-004'];
  const r = await s.request('POST', '/app/install', {
    token: admin,
    body: { app_id: xhs.id, phone_ids: [phone] },
    ...en,
  });
  expect(r.body.data.tasks[0]).toMatchObject({ status: 'success', payload: { app_name: 'Xiaohongshu' } });
  expect((await get(`/app/installed?page=1&limit=100&app_id=${xhs.id}`)).list.map((x: any) => x.app_name)).toEqual([
    'Xiaohongshu',
  ]);
  expect((await installed(admin, `&app_id=${xhs.id}`)).list.map((x: any) => x.app_name)).toEqual(['小红书']);
  const u = await s.request('POST', '/app/uninstall', {
    token: admin,
    body: { app_id: xhs.id, phone_ids: [phone] },
    ...en,
  });
  expect(u.body.data.tasks[0]).toMatchObject({ status: 'success', payload: { app_name: 'Xiaohongshu' } });

  // an upload is the enterprise's own words, even under a platform app's package name
  const fileId = await uploadApk(admin, 'own-wechat.apk');
  const own = await s.request('POST', '/app/add', {
    token: admin,
    body: {
      file_id: fileId,
      name: '内部微信',
      package_name: 'com.tencent.mm',
      version: '1.0',
      description: '自用版本',
    },
    ...en,
  });
  expect(own.body.data).toMatchObject({ name: '内部微信', description: '自用版本', source: 'own' });
  expect((await get('/app/list?page=1&limit=100')).list.find((a: any) => a.id === own.body.data.id)).toMatchObject({
    name: '内部微信',
    description: '自用版本',
  });
  expect((await s.post('/app/delete', { id: own.body.data.id }, admin)).body.code).toBe(0);
});
