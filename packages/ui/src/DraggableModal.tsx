// Spec §2: dialogs are 450px wide unless stated otherwise and can be dragged (by the title),
// kept inside the window. This is the antd "draggable modal" pattern.
import { Modal, type ModalProps } from 'antd';
import { DraggableFrame } from './DraggableFrame';

export const DIALOG_WIDTH = 450;

export type DraggableModalProps = ModalProps;

/** The title's wrapper: the drag handle. */
const HANDLE_CLASS = 'console-dialog-handle';

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
          <div className={HANDLE_CLASS} style={{ width: '100%', cursor: 'move' }}>
            {title}
          </div>
        )
      }
      modalRender={(node) => (
        <DraggableFrame handle={`.${HANDLE_CLASS}`}>{modalRender ? modalRender(node) : node}</DraggableFrame>
      )}
    />
  );
}
