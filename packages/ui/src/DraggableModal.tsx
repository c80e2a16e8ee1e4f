// Spec §2: dialogs are 450px wide unless stated otherwise and can be dragged (by the title),
// kept inside the window. This is the antd "draggable modal" pattern.
import { Modal, type ModalProps } from 'antd';
import { useRef, useState } from 'react';
import Draggable, { type DraggableData, type DraggableEvent } from 'react-draggable';

export const DIALOG_WIDTH = 450;

export type DraggableModalProps = ModalProps;

/**
 * After a dialog closes the focus goes back where it was; a dialog that opened by itself (the
 * start-up reminders) had nothing focused before, and the focus would be lost to the page body,
 * where the next Tab starts over from the top (issue 34): the main area takes it instead.
 */
function keepFocusOnPage() {
  const now = document.activeElement;
  if (!now || now === document.body) document.querySelector<HTMLElement>('main[tabindex]')?.focus();
}

export function DraggableModal({ title, width = DIALOG_WIDTH, modalRender, afterClose, ...rest }: DraggableModalProps) {
  // Dragging is enabled only while the pointer is over the title, so inputs stay usable.
  const [disabled, setDisabled] = useState(true);
  const [bounds, setBounds] = useState({ left: 0, top: 0, bottom: 0, right: 0 });
  const boxRef = useRef<HTMLDivElement>(null);

  const onStart = (_e: DraggableEvent, ui: DraggableData) => {
    const { clientWidth, clientHeight } = window.document.documentElement;
    const rect = boxRef.current?.getBoundingClientRect();
    if (!rect) return;
    setBounds({
      left: -rect.left + ui.x,
      right: clientWidth - (rect.right - ui.x),
      top: -rect.top + ui.y,
      bottom: clientHeight - (rect.bottom - ui.y),
    });
  };

  return (
    <Modal
      {...rest}
      afterClose={() => {
        afterClose?.();
        keepFocusOnPage();
      }}
      width={width}
      title={
        title === undefined || title === null ? (
          title
        ) : (
          <div
            style={{ width: '100%', cursor: 'move' }}
            onMouseEnter={() => disabled && setDisabled(false)}
            onMouseLeave={() => setDisabled(true)}
          >
            {title}
          </div>
        )
      }
      modalRender={(node) => (
        <Draggable disabled={disabled} bounds={bounds} nodeRef={boxRef} onStart={onStart}>
          <div ref={boxRef}>{modalRender ? modalRender(node) : node}</div>
        </Draggable>
      )}
    />
  );
}
