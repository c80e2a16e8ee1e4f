// A dropdown menu as WAI-ARIA's menu button pattern has it (issue 34): opening it, by a click or
// by Enter on its button, moves the focus into the menu; the arrows move through the items, Enter
// picks one, Escape closes the menu; once closed, the focus is back on the button that opened it
// (not lost to the page, where the next Tab would start over). The lists' row and toolbar menus are
// these. Not for a menu drawn inside a popupRender wrapper (the top bar's): the focus would go to the
// wrapper, not the menu, and the arrows would not move.
// Usage: `<MenuDropdown menu={{ items, onClick }}><Button>更多</Button></MenuDropdown>`.
import { Dropdown, type DropdownProps } from 'antd';
import { useRef } from 'react';

export function MenuDropdown({ onOpenChange, ...props }: DropdownProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dropdown
      trigger={['click']}
      {...props}
      autoFocus
      onOpenChange={(open, info) => {
        if (open) opener.current = document.activeElement as HTMLElement | null;
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
