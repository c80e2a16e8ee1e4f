// The waiting panel of a staff login whose terminal needs approval: it says so, shows the terminal
// id, asks again every poll interval with the ticket, and enters once approved or reports a refusal.
import { initI18n } from '@console/shared';
import { act, render, screen } from '@testing-library/react';
import { registerHostResources } from '../i18n';
import { WaitingApproval } from './WaitingApproval';

initI18n();
registerHostResources();

const waiting = { waiting: { ticket: 't1', poll_ms: 3000, expires_in: 1800 } };

function mount(poll: jest.Mock, onApproved = jest.fn(), onRefused = jest.fn()) {
  render(
    <WaitingApproval
      ticket="t1"
      terminalId="0d8c-term"
      poll={poll}
      onApproved={onApproved}
      onRefused={onRefused}
      onCancel={jest.fn()}
    />,
  );
  return { onApproved, onRefused };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('polls every 3 s with the ticket until approved', async () => {
  const poll = jest.fn().mockResolvedValueOnce(waiting).mockResolvedValueOnce(undefined);
  const { onApproved } = mount(poll);
  expect(screen.getByText('已提交登录申请，请等待上级审批')).toBeTruthy();
  expect(screen.getByTestId('login-terminal-id').textContent).toContain('0d8c-term');
  expect(poll).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(3000));
  expect(poll).toHaveBeenCalledWith('t1');
  expect(onApproved).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(3000));
  expect(poll).toHaveBeenCalledTimes(2);
  expect(onApproved).toHaveBeenCalledTimes(1);
});

test('a rejection reports the server message', async () => {
  const poll = jest.fn().mockRejectedValue(new Error('该终端的登录申请已被拒绝，请联系上级主管'));
  const { onRefused, onApproved } = mount(poll);
  await act(async () => jest.advanceTimersByTime(3000));
  expect(onRefused).toHaveBeenCalledWith('该终端的登录申请已被拒绝，请联系上级主管');
  expect(onApproved).not.toHaveBeenCalled();
});
