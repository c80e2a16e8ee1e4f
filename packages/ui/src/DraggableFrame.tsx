// What makes a dialog draggable (spec §2: "dialogs can be dragged"): the dialog box moves when its
// title is dragged and stays inside the window. Form dialogs (DraggableModal) and confirmations
// (useConfirm) both wrap their box in it, so every dialog drags alike.
import { type ReactNode, useRef, useState } from 'react';
import Draggable, { type DraggableData, type DraggableEvent } from 'react-draggable';

interface Props {
  /** CSS selector of the part that starts a drag (the title), so inputs and buttons stay usable */
  handle: string;
  children: ReactNode;
}

export function DraggableFrame({ handle, children }: Props) {
  const [bounds, setBounds] = useState({ left: 0, top: 0, bottom: 0, right: 0 });
  const boxRef = useRef<HTMLDivElement>(null);

  // the box may move until any edge meets the window's edge
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
    <Draggable handle={handle} bounds={bounds} nodeRef={boxRef} onStart={onStart}>
      <div ref={boxRef}>{children}</div>
    </Draggable>
  );
}
