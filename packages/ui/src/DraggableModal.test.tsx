import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DraggableModal } from './DraggableModal';

// antd reads matchMedia and pseudo-element styles (scrollbar size); jsdom lacks both.
beforeAll(() => {
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => computed(elt);
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root;
let host: HTMLDivElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

function modalWidth(): string | undefined {
  return document.querySelector<HTMLElement>('.ant-modal')?.style.width;
}

test('default width is 450', () => {
  act(() => root.render(<DraggableModal open title="t">body</DraggableModal>));
  expect(document.body.textContent).toContain('body');
  expect(modalWidth()).toBe('450px');
});

test('a given width wins', () => {
  act(() => root.render(<DraggableModal open title="t" width={600}>body</DraggableModal>));
  expect(modalWidth()).toBe('600px');
});

test('the title is the drag handle', () => {
  act(() => root.render(<DraggableModal open title="拖我">body</DraggableModal>));
  const handle = [...document.querySelectorAll<HTMLElement>('.ant-modal-title div')].find((d) => d.textContent === '拖我');
  expect(handle?.style.cursor).toBe('move');
});
