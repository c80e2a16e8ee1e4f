import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DraggableModal } from './DraggableModal';

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
  act(() =>
    root.render(
      <DraggableModal open title="t">
        body
      </DraggableModal>,
    ),
  );
  expect(document.body.textContent).toContain('body');
  expect(modalWidth()).toBe('450px');
});

test('a given width wins', () => {
  act(() =>
    root.render(
      <DraggableModal open title="t" width={600}>
        body
      </DraggableModal>,
    ),
  );
  expect(modalWidth()).toBe('600px');
});

test('the title is the drag handle', () => {
  act(() =>
    root.render(
      <DraggableModal open title="拖我">
        body
      </DraggableModal>,
    ),
  );
  const handle = [...document.querySelectorAll<HTMLElement>('.ant-modal-title div')].find(
    (d) => d.textContent === '拖我',
  );
  expect(handle?.style.cursor).toBe('move');
});

test('a dialog that opened by itself gives the focus to the main area when it closes, not to the body', async () => {
  const page = (open: boolean) => (
    <>
      <main tabIndex={-1}>page</main>
      <DraggableModal open={open} title="t">
        body
      </DraggableModal>
    </>
  );
  act(() => root.render(page(true)));
  act(() => root.render(page(false)));
  await act(async () => new Promise((r) => setTimeout(r, 500)));
  expect(document.activeElement?.tagName).toBe('MAIN');
});
