// Confirmations and notices (antd's modal.confirm / modal.info) as spec §2 draws every dialog:
// 450px wide and dragged by the title. Screens call this instead of App.useApp().modal, so no
// confirmation is a 416px box that cannot move.
import { App, type ModalFuncProps } from 'antd';
import { useMemo } from 'react';
import { DIALOG_WIDTH } from './DraggableModal';
import { DraggableFrame } from './DraggableFrame';

/** antd's confirmation title (ConfirmDialog's `${prefix}-confirm-title`): the drag handle. */
const CONFIRM_TITLE = '.ant-modal-confirm-title';

/** A confirmation's config as spec §2 draws dialogs (also for antd's static Modal.info outside the App). */
export const draggableConfig = (config: ModalFuncProps): ModalFuncProps => ({
  ...config,
  width: config.width ?? DIALOG_WIDTH,
  title: config.title === undefined ? undefined : <span style={{ cursor: 'move' }}>{config.title}</span>,
  modalRender: (node) => (
    <DraggableFrame handle={CONFIRM_TITLE}>{config.modalRender ? config.modalRender(node) : node}</DraggableFrame>
  ),
});

export function useConfirm() {
  const { modal } = App.useApp();
  return useMemo(
    () => ({
      confirm: (config: ModalFuncProps) => modal.confirm(draggableConfig(config)),
      info: (config: ModalFuncProps) => modal.info(draggableConfig(config)),
    }),
    [modal],
  );
}
