import { RequestError, shellServices } from '@console/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { FormDialog } from './FormDialog';

interface Values {
  name: string;
}

function Harness({ onSubmit }: { onSubmit: (v: Values) => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={shellServices().queryClient}>
      <button onClick={() => setOpen(true)}>reopen</button>
      <FormDialog<Values>
        open={open}
        title="改名"
        initialValues={{ name: 'old' }}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
        invalidate={[['devices', 'list']]}
      >
        <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
          <Input />
        </Form.Item>
      </FormDialog>
    </QueryClientProvider>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: '改名' });
const nameInput = () => screen.getByLabelText<HTMLInputElement>('名称');
const ok = () => screen.getByRole('button', { name: /确\s*定/ });

beforeEach(() => {
  document.cookie = 'language=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

test('a successful submit sends the values, invalidates the given keys and closes', async () => {
  const onSubmit = jest.fn(async () => 'saved');
  const invalidated = jest.spyOn(shellServices().queryClient, 'invalidateQueries');
  render(<Harness onSubmit={onSubmit} />);
  expect(dialog()).toBeTruthy();
  expect(nameInput().value).toBe('old');
  fireEvent.change(nameInput(), { target: { value: 'new' } });
  fireEvent.click(ok());
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'new' }));
  expect(invalidated).toHaveBeenCalledWith({ queryKey: ['devices', 'list'] });
  await waitFor(() =>
    expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull(),
  );
});

test('an invalid form sends nothing and shows the rule message', async () => {
  const onSubmit = jest.fn(async () => undefined);
  render(<Harness onSubmit={onSubmit} />);
  fireEvent.change(nameInput(), { target: { value: '' } });
  fireEvent.click(ok());
  expect(await screen.findByText('请输入名称')).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('a failure the request layer did not show stays open with the error and the typed values', async () => {
  const onSubmit = jest.fn(async () => {
    throw new Error('存储不可用');
  });
  render(<Harness onSubmit={onSubmit} />);
  fireEvent.change(nameInput(), { target: { value: 'typed' } });
  fireEvent.click(ok());
  expect((await screen.findByTestId('form-dialog-error')).textContent).toContain('提交失败：存储不可用');
  expect(dialog()).toBeTruthy();
  expect(nameInput().value).toBe('typed');
});

test('a request-layer failure stays open without a second message', async () => {
  const onSubmit = jest.fn(async () => {
    throw new RequestError('余额不足', { code: 40001 });
  });
  render(<Harness onSubmit={onSubmit} />);
  fireEvent.click(ok());
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(ok().closest('button')?.className).not.toContain('ant-btn-loading'));
  expect(dialog()).toBeTruthy();
  expect(screen.queryByTestId('form-dialog-error')).toBeNull();
});

test('a second submit while one runs is ignored; Enter in a text field submits', async () => {
  let finish!: () => void;
  const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  render(<Harness onSubmit={onSubmit} />);
  fireEvent.keyDown(nameInput(), { key: 'Enter', code: 'Enter' });
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  fireEvent.click(ok());
  fireEvent.keyDown(nameInput(), { key: 'Enter', code: 'Enter' });
  await act(async () => new Promise((r) => setTimeout(r, 50)));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  await act(async () => finish());
  await waitFor(() =>
    expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull(),
  );
});

test('Esc closes, and reopening starts from the initial values again', async () => {
  render(<Harness onSubmit={jest.fn(async () => undefined)} />);
  fireEvent.change(nameInput(), { target: { value: 'draft' } });
  fireEvent.keyDown(screen.getByRole('dialog', { name: '改名' }), { key: 'Escape', code: 'Escape', keyCode: 27 });
  await waitFor(() => expect(screen.queryByLabelText('名称')).toBeNull());
  fireEvent.click(screen.getByText('reopen'));
  await waitFor(() => expect(nameInput().value).toBe('old'));
});
