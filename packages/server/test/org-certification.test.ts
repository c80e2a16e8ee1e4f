// Enterprise certification (spec §2 enterprise configuration, §4 notice, §6/§9 the 10-device cap):
// documents through the upload flow (jpg/png/pdf ≤ 10 MB, checked on the server), boss-only
// submission → under review (5), the dev review → certified (1, cap lifted) or failed (4) with a
// reason, resubmission — real HTTP.
import { registerEnterprise } from './support/fixtures';
import { startServer, type TestServer } from './support/harness';
import { putUpload } from './support/uploads';

let s: TestServer;
let boss: string;
let enterpriseId: number;
beforeAll(async () => {
  s = await startServer();
  boss = await registerEnterprise(s, '13722223333');
  const info = await s.get('/user/info', boss);
  enterpriseId = info.body.data.enterprise_id;
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const urlFor = (token: string, q: Record<string, string | number>) =>
  s.get(
    `/common/uploadUrl?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
    token,
  );

/** Uploads a document as the browser does: a pre-signed URL, then PUT the bytes. */
async function upload(token: string, name: string, bytes = new Uint8Array([1, 2, 3, 4]), purpose = 'certification') {
  const r = await urlFor(token, { file_name: name, size: bytes.length, purpose });
  expect(r.body.code).toBe(0);
  const put = await putUpload(s, r.body.data, bytes);
  expect(put.status).toBe(200);
  return r.body.data.file_id as number;
}

async function form(token = boss) {
  return {
    company_name: '上海云机科技有限公司',
    registration_no: '91310000MA1FL8XX3K',
    legal_person: '张三',
    contact_name: '李四',
    contact_phone: '13812345678',
    licence_file_id: await upload(token, 'licence.jpg'),
    id_front_file_id: await upload(token, 'front.png'),
    id_back_file_id: await upload(token, 'back.pdf'),
  };
}

const memberInfo = async (token = boss) => (await s.get('/user/memberInfo', token)).body.data;

test('certification documents: jpg, png or pdf up to 10 MB, checked by the server', async () => {
  expect((await urlFor(boss, { file_name: 'licence.exe', size: 10, purpose: 'certification' })).body).toMatchObject({
    code: 40001,
    message: '请上传 jpg、png 或 pdf 格式的文件',
  });
  expect(
    (await urlFor(boss, { file_name: 'licence.jpg', size: 10 * 1024 * 1024 + 1, purpose: 'certification' })).body,
  ).toMatchObject({ code: 40001, message: '文件不能超过10MB' });
  expect(
    (await urlFor(boss, { file_name: 'licence.PDF', size: 10 * 1024 * 1024, purpose: 'certification' })).body.code,
  ).toBe(0);
});

test('a new enterprise is not certified and capped at 10 devices', async () => {
  const info = await s.get('/company/info', boss);
  expect(info.body.data).toMatchObject({ company_attestation: 3, certification: null, device_cap: 10 });
  expect((await memberInfo()).company_attestation).toBe(3);
  expect((await s.get('/phone/resource', boss)).body.data.cap).toMatchObject({ certified: false, limit: 10 });
});

test('the submission is checked: fields, own uploaded documents of the right purpose', async () => {
  const good = await form();
  expect((await s.post('/company/certification', { ...good, registration_no: '123' }, boss)).body).toMatchObject({
    code: 40001,
    message: '请输入18位统一社会信用代码',
  });
  expect((await s.post('/company/certification', { ...good, company_name: '' }, boss)).body).toMatchObject({
    code: 40001,
    message: '企业名称不能为空',
  });
  expect((await s.post('/company/certification', { ...good, contact_phone: '123' }, boss)).body).toMatchObject({
    code: 40001,
    message: '请输入正确的手机号',
  });
  // a file of another purpose is not a certification document
  const apk = await upload(boss, 'tool.apk', new Uint8Array([9]), 'apk');
  expect((await s.post('/company/certification', { ...good, licence_file_id: apk }, boss)).body).toMatchObject({
    code: 40001,
    message: '营业执照请通过企业认证页面上传',
  });
  // a URL handed out but never uploaded
  const pending = (await urlFor(boss, { file_name: 'x.jpg', size: 5, purpose: 'certification' })).body.data.file_id;
  expect((await s.post('/company/certification', { ...good, id_back_file_id: pending }, boss)).body).toMatchObject({
    code: 40009,
    message: '文件尚未上传完成',
  });
  // another enterprise's document
  const demo = await s.login('demoadmin', 'admin');
  const foreign = await upload(demo, 'theirs.jpg');
  expect((await s.post('/company/certification', { ...good, id_front_file_id: foreign }, boss)).body.code).toBe(40004);
  expect((await s.get('/company/info', boss)).body.data.company_attestation).toBe(3);
});

test('only the boss submits', async () => {
  const demoBoss = await s.login('demoadmin', 'admin');
  const manager = await s.login('demostaff', 'staff');
  const employee = await s.login('demoemployee', 'staff');
  const before = (await s.get('/company/info', demoBoss)).body.data;
  // spec §6: "Routes declare allowed roles. Most are admin only." (uploads, certification, enterprise information)
  for (const token of [manager, employee]) {
    expect((await urlFor(token, { file_name: 'licence.jpg', size: 4, purpose: 'certification' })).body).toEqual({
      code: 40003,
      message: '仅老板账号可以上传文件',
      data: null,
    });
    // the documents of their enterprise, uploaded by its boss
    expect((await s.post('/company/certification', await form(demoBoss), token)).body).toEqual({
      code: 40003,
      message: '仅老板账号可以提交企业认证',
      data: null,
    });
    expect((await s.get('/company/info', token)).body).toEqual({
      code: 40003,
      message: '仅老板账号可以查看企业信息',
      data: null,
    });
  }
  expect((await s.get('/company/info', demoBoss)).body.data).toEqual(before);
});

test('submit → under review → rejected with a reason → resubmit → approved lifts the cap', async () => {
  const r = await s.post('/company/certification', await form(), boss);
  expect(r.body).toMatchObject({ code: 0, message: '提交成功，审核将在2个工作日内完成' });
  expect(r.body.data).toMatchObject({
    company_attestation: 5,
    certification: { status: 'review', registration_no: '91310000MA1FL8XX3K', licence: { file_name: 'licence.jpg' } },
  });
  expect((await memberInfo()).company_attestation).toBe(5);
  expect((await s.post('/company/certification', await form(), boss)).body).toMatchObject({
    code: 40009,
    message: '企业认证正在审核中，请耐心等待',
  });

  expect((await s.post('/dev/company/review', { enterprise_id: enterpriseId, decision: 'reject' })).body).toMatchObject(
    {
      code: 40001,
      message: '请填写驳回原因',
    },
  );
  const rejected = await s.post('/dev/company/review', {
    enterprise_id: enterpriseId,
    decision: 'reject',
    reason: '营业执照不清晰',
  });
  expect(rejected.body).toMatchObject({ code: 0, data: { company_attestation: 4 } });
  const failed = (await s.get('/company/info', boss)).body.data;
  expect(failed).toMatchObject({
    company_attestation: 4,
    certification: { status: 'rejected', reject_reason: '营业执照不清晰' },
  });
  expect((await memberInfo()).company_attestation).toBe(4);
  expect((await s.post('/dev/company/review', { enterprise_id: enterpriseId, decision: 'approve' })).body.code).toBe(
    40009,
  );

  const again = await s.post('/company/certification', await form(), boss);
  expect(again.body.data).toMatchObject({
    company_attestation: 5,
    certification: { status: 'review', reject_reason: '' },
  });
  const approved = await s.post('/dev/company/review', { enterprise_id: enterpriseId, decision: 'approve' });
  expect(approved.body).toMatchObject({ code: 0, data: { company_attestation: 1 } });

  const info = (await s.get('/company/info', boss)).body.data;
  expect(info).toMatchObject({ company_attestation: 1, device_cap: null, name: '上海云机科技有限公司' });
  expect(await memberInfo()).toMatchObject({ company_attestation: 1, company_name: '上海云机科技有限公司' });
  expect((await s.get('/phone/resource', boss)).body.data.cap).toMatchObject({ certified: true, limit: null });
  expect((await s.post('/company/certification', await form(), boss)).body.message).toBe(
    '企业已完成认证，无需重复提交',
  );

  const log = await s.sql<{ action: string }>(
    `select action from enterprise_logs where enterprise_id = $1 and area = 'company' order by id`,
    [enterpriseId],
  );
  expect(log.map((l) => l.action)).toEqual([
    'certification.submit',
    'certification.reject',
    'certification.submit',
    'certification.approve',
  ]);
});

test('the review endpoint does not exist outside dev mode', async () => {
  const prod = await startServer({ TEST_DEV_MODE: '0' });
  try {
    const r = await prod.post('/dev/company/review', { enterprise_id: enterpriseId, decision: 'approve' });
    expect(r.status).toBe(404);
  } finally {
    await prod.stop();
  }
}, 120_000);
