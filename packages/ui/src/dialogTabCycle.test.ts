import { installDialogTabCycle } from './dialogTabCycle';

function dialog() {
  document.body.innerHTML =
    '<button id="page">page</button>' +
    '<div class="ant-modal" role="dialog"><input id="first"><button disabled>off</button>' +
    '<a href="#" id="link">link</a><button id="last">ok</button></div>';
  return (id: string) => document.getElementById(id)!;
}
const tab = (shiftKey = false) => {
  const e = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  document.activeElement!.dispatchEvent(e);
  return e.defaultPrevented;
};

test('Tab on the last control goes to the first; Shift+Tab on the first to the last', () => {
  const el = dialog();
  const uninstall = installDialogTabCycle();
  el('last').focus();
  expect(tab()).toBe(true);
  expect(document.activeElement).toBe(el('first'));
  expect(tab(true)).toBe(true);
  expect(document.activeElement).toBe(el('last'));
  uninstall();
});

test('inside the cycle and outside dialogs, Tab is the browser’s', () => {
  const el = dialog();
  const uninstall = installDialogTabCycle();
  el('link').focus();
  expect(tab()).toBe(false);
  el('page').focus();
  expect(tab()).toBe(false);
  uninstall();
  el('last').focus();
  expect(tab()).toBe(false); // uninstalled
});
