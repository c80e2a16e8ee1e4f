// A dropdown menu as WAI-ARIA's menu button pattern has it (issue 34): opening it, by a click or
// by Enter on its button, moves the focus into the menu; the arrows move through the items, Enter
// picks one, Escape closes the menu; once closed, the focus is back on the button that opened it
// (not lost to the page, where the next Tab would start over). The lists' row and toolbar menus are
// these. Not for a menu drawn inside a popupRender wrapper (the top bar's keep antd's Dropdown).
// Usage: `<MenuDropdown menu={{ items, onClick }}><Button>更多</Button></MenuDropdown>`.
import { Dropdown, type DropdownProps, type MenuProps } from 'antd';
import { useRef } from 'react';

/** Frames to wait for the menu to be drawn (a busy machine can take several). */
const FRAMES = 30;

/**
 * An item picked with Enter runs during the keydown, and what it opens (often a dialog) takes the
 * focus at once: the same key's keypress then reached the dialog's first button and closed it
 * (issue 34: 设置备注 by keyboard opened and shut). The keydown is consumed: no keypress follows.
 */
function consumePickingKey(menu: MenuProps | undefined): MenuProps | undefined {
  if (!menu) return menu;
  return {
    ...menu,
    onClick: (info) => {
      if (info.domEvent.type === 'keydown') info.domEvent.preventDefault();
      menu.onClick?.(info);
    },
  };
}

export function MenuDropdown({ onOpenChange, menu, ...props }: DropdownProps) {
  const opener = useRef<HTMLElement | null>(null);
  const popup = useRef<HTMLDivElement>(null);
  // antd's own autoFocus tries once, three frames after opening: too early when the machine is busy
  const focusMenu = (left: number) => {
    const menu = popup.current?.querySelector<HTMLElement>('[role="menu"]');
    if (menu && !menu.closest('.ant-dropdown-hidden')) {
      if (!menu.contains(document.activeElement)) menu.focus();
    } else if (left > 0) requestAnimationFrame(() => focusMenu(left - 1));
  };
  return (
    <Dropdown
      trigger={['click']}
      {...props}
      menu={consumePickingKey(menu)}
      autoFocus
      popupRender={(menu) => <div ref={popup}>{menu}</div>}
      onOpenChange={(open, info) => {
        if (open) {
          opener.current = document.activeElement as HTMLElement | null;
          requestAnimationFrame(() => focusMenu(FRAMES));
        }
        onOpenChange?.(open, info);
        if (open) return;
        requestAnimationFrame(() => {
          const now = document.activeElement;
          // a dialog an item opened keeps its focus; a menu that went away gives it back
          if (!now || now === document.body || now.closest('.ant-dropdown')) opener.current?.focus();
        });
      }}
    />
  );
}
