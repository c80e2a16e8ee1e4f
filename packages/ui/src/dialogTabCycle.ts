// Tab inside an open dialog goes round its controls (WAI-ARIA dialog pattern). antd's focus lock
// pulls the focus back only when it lands on something outside: from a dialog's last control,
// which is the end of the page (dialogs are portalled last), Tab left the document for one press
// and the focus sat on the body (issue 34). The host installs this once for every dialog of every
// remote (confirmations, DraggableModal, drawers): Tab on the last control goes to the first,
// Shift+Tab on the first to the last.
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab stops at inside `dialog`, in order. */
export function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert]') && (el.checkVisibility?.() ?? true),
  );
}

/** Listens on `doc`; returns the uninstall. */
export function installDialogTabCycle(doc: Document = document): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const active = doc.activeElement as HTMLElement | null;
    const dialog = active?.closest<HTMLElement>('[role="dialog"][aria-modal="true"], .ant-modal, .ant-drawer-content');
    if (!dialog) return;
    const stops = tabStops(dialog);
    if (stops.length === 0) return;
    const edge = e.shiftKey ? stops[0] : stops[stops.length - 1];
    if (active !== edge) return;
    e.preventDefault();
    (e.shiftKey ? stops[stops.length - 1] : stops[0]).focus();
  };
  doc.addEventListener('keydown', onKeyDown, true);
  return () => doc.removeEventListener('keydown', onKeyDown, true);
}
