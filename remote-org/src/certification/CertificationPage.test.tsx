// 企业配置 · 企业信息 against a stubbed API: a rejected certification shows its reason on the
// timeline and the boss may resubmit; a manager reads the status but gets no form; the documents'
// type and size are checked before any upload.
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { signInAs } from '../../../packages/testing/signIn';
import { orgArea } from '../area';
import { companyApi, documentProblem, type CompanyInfo } from './api';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  companyApi: { info: jest.fn(), submit: jest.fn() },
}));
const api = companyApi as jest.Mocked<typeof companyApi>;

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={<AreaApp {...orgArea} />} />
      </Routes>
    </MemoryRouter>,
  );

const file = (name: string) => ({ file_id: 1, file_name: name, size: 10 });
const rejected: CompanyInfo = {
  enterprise_id: 1,
  name: '演示企业',
  company_attestation: 4,
  device_cap: 10,
  certification: {
    id: 1,
    company_name: '上海云机科技有限公司',
    registration_no: '91310000MA1FL8XX3K',
    legal_person: '张三',
    contact_name: '李四',
    contact_phone: '13812345678',
    licence: file('licence.jpg'),
    id_front: file('front.png'),
    id_back: file('back.pdf'),
    status: 'rejected',
    reject_reason: '营业执照不清晰',
    submitted_at: '2030-01-15T04:00:00.000Z',
    submitted_by_name: '演示老板',
    reviewed_at: '2030-01-16T04:00:00.000Z',
  },
};

beforeEach(async () => {
  jest.clearAllMocks();
  await signInAs('admin');
});

test('rejected: the reason is on the timeline and the boss resubmits with the old values', async () => {
  api.info.mockResolvedValue(rejected);
  renderAt('/company/setup');
  expect(
    await screen.findByText('认证未通过', { selector: '[data-testid="certification-status"]' }, { timeout: 15_000 }),
  ).toBeTruthy();
  expect(screen.getByTestId('certification-timeline').textContent).toContain('原因：营业执照不清晰');
  expect(screen.getByText('最多10台（完成企业认证后不限）')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByTestId('certification-resubmit')));
  expect(screen.getByLabelText<HTMLInputElement>('企业名称').value).toBe('上海云机科技有限公司');
  expect(screen.getByTestId('certification-submit')).toBeTruthy();
});

test('a manager sees the status but no form', async () => {
  await signInAs('manager');
  api.info.mockResolvedValue({ ...rejected, company_attestation: 3, certification: null });
  renderAt('/company/setup');
  expect(await screen.findByText('未认证', undefined, { timeout: 15_000 })).toBeTruthy();
  expect(screen.getByText('仅老板账号可以提交企业认证，请联系老板完成认证。')).toBeTruthy();
  expect(screen.queryByTestId('certification-submit')).toBeNull();
});

test('documents: jpg, png or pdf up to 10 MB', () => {
  expect(documentProblem({ name: 'a.PNG', size: 10 })).toBeNull();
  expect(documentProblem({ name: 'a.pdf', size: 10 * 1024 * 1024 })).toBeNull();
  expect(documentProblem({ name: 'a.exe', size: 10 })).toBe('type');
  expect(documentProblem({ name: 'noext', size: 10 })).toBe('type');
  expect(documentProblem({ name: 'a.jpg', size: 10 * 1024 * 1024 + 1 })).toBe('size');
});
