import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { MenuDropdown } from './MenuDropdown';

test('opened, the menu has the focus; Escape closes it and gives the focus back to its button', async () => {
  const picked = jest.fn();
  render(
    <MenuDropdown
      menu={{
        items: [
          { key: 'a', label: '编辑' },
          { key: 'b', label: '删除' },
        ],
        onClick: ({ key }) => picked(key),
      }}
    >
      <Button>更多</Button>
    </MenuDropdown>,
  );
  const button = screen.getByRole('button', { name: /更\s?多/ });
  button.focus();
  await act(async () => fireEvent.click(button));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape', keyCode: 27 }));
  await waitFor(() => expect(document.activeElement).toBe(button));
});

test('an item picked: the action runs and the focus is back on the button', async () => {
  const picked = jest.fn();
  render(
    <MenuDropdown menu={{ items: [{ key: 'a', label: '编辑' }], onClick: ({ key }) => picked(key) }}>
      <Button>更多</Button>
    </MenuDropdown>,
  );
  const button = screen.getByRole('button', { name: /更\s?多/ });
  button.focus();
  await act(async () => fireEvent.click(button));
  await act(async () => fireEvent.click(await screen.findByRole('menuitem', { name: '编辑' })));
  expect(picked).toHaveBeenCalledWith('a');
  await waitFor(() => expect(document.activeElement).toBe(button));
});
