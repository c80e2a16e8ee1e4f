import { fireEvent, render, screen } from '@testing-library/react';
import { App, Button } from 'antd';
import { useConfirm } from './useConfirm';

function Harness({ width }: { width?: number }) {
  const modal = useConfirm();
  return <Button onClick={() => modal.confirm({ title: '删除分组', content: '确定删除？', width })}>open</Button>;
}

const open = (width?: number) => {
  render(
    <App>
      <Harness width={width} />
    </App>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
};

// spec §2: "Dialogs are 450px wide unless stated otherwise, and dialogs can be dragged."
test('a confirmation is 450px wide and dragged by its title', async () => {
  open();
  const [title] = await screen.findAllByText('删除分组');
  const box = document.querySelector<HTMLElement>('.ant-modal');
  expect(box?.style.width).toBe('450px');
  // the draggable frame wraps the dialog box, and its handle is the title
  expect(title.closest('.ant-modal-confirm-title')?.closest('.react-draggable')).not.toBeNull();
  expect(title.style.cursor).toBe('move');
});

test('a width stated for one confirmation wins', async () => {
  open(600);
  await screen.findAllByText('删除分组');
  const boxes = document.querySelectorAll<HTMLElement>('.ant-modal');
  expect(boxes[boxes.length - 1].style.width).toBe('600px');
});
