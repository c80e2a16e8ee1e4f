// Free-trial popup; its content is the website config entry freeAdpt.
import { GiftOutlined } from '@ant-design/icons';
import { DraggableModal } from '@console/ui';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigValue } from './ConfigValue';

export function FreeTrial({ content }: { content?: string }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="text" icon={<GiftOutlined />} onClick={() => setOpen(true)}>
        {t('topbar.freeTrial')}
      </Button>
      <DraggableModal open={open} title={t('topbar.freeTrial')} onCancel={() => setOpen(false)} footer={null}>
        {content ? <ConfigValue value={content} alt={t('topbar.freeTrial')} /> : t('topbar.freeTrialMissing')}
      </DraggableModal>
    </>
  );
}
