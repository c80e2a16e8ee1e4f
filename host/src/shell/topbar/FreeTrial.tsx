// Free-trial popup; its content is the website config entry freeAdpt.
import { GiftOutlined } from '@ant-design/icons';
import { DraggableModal } from '@console/ui';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigValue } from './ConfigValue';

/** The popup alone: the top bar's button opens it on a desktop, the overflow menu on a phone. */
export function FreeTrialDialog({ open, onClose, content }: { open: boolean; onClose: () => void; content?: string }) {
  const { t } = useTranslation('shell');
  return (
    <DraggableModal open={open} title={t('topbar.freeTrial')} onCancel={onClose} footer={null}>
      {content ? <ConfigValue value={content} alt={t('topbar.freeTrial')} /> : t('topbar.freeTrialMissing')}
    </DraggableModal>
  );
}

export function FreeTrial({ content }: { content?: string }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="text" icon={<GiftOutlined />} onClick={() => setOpen(true)}>
        {t('topbar.freeTrial')}
      </Button>
      <FreeTrialDialog open={open} onClose={() => setOpen(false)} content={content} />
    </>
  );
}
