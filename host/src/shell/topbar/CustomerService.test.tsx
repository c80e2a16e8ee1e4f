import { render, screen } from '@testing-library/react';
import '../i18n';
import { CustomerServiceContent, SERVICE_HOURS } from './CustomerService';
import { FreeTrialDialog } from './FreeTrial';

test('the service hours (spec §9) follow the contact once', () => {
  render(<CustomerServiceContent contact="客服电话：400-000-0000" />);
  expect(screen.getAllByText(new RegExp(SERVICE_HOURS))).toHaveLength(1);
});

test('a contact text that already gives the hours is not followed by them again (issue 34)', () => {
  render(<CustomerServiceContent contact={`客服电话：400-000-0000｜服务时间：${SERVICE_HOURS}`} />);
  expect(screen.getAllByText(new RegExp(SERVICE_HOURS))).toHaveLength(1);
});

test('the free trial says how to take it up: the customer service contact (issue 34)', () => {
  render(
    <FreeTrialDialog open onClose={() => {}} content="新用户可免费试用云手机 1 天" contact="客服电话：400-000-0000" />,
  );
  expect(screen.getByText('新用户可免费试用云手机 1 天')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '开通方式：联系客服' })).toBeTruthy();
  expect(screen.getByText('客服电话：400-000-0000')).toBeTruthy();
});
