// Free-trial popup: the offer (website config entry freeAdpt) and how to take it up, which is the
// customer service's contact (customService1): the trial is opened by them, not by the console.
import { GiftOutlined } from '@ant-design/icons';
import { DraggableModal } from '@console/ui';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigValue } from './ConfigValue';
import { CustomerServiceContent } from './CustomerService';

/** The popup alone: the top bar's button opens it on a desktop, the overflow menu on a phone. */
export function FreeTrialDialog({
  open,
  onClose,
  content,
  contact,
}: {
  open: boolean;
  onClose: () => void;
  content?: string;
  contact?: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <DraggableModal open={open} title={t('topbar.freeTrial')} onCancel={onClose} footer={null}>
      {content ? (
        <>
          <ConfigValue value={content} alt={t('topbar.freeTrial')} />
          {/* the offer's next step: who opens the trial (issue 34: the text led nowhere) */}
          <h3 style={{ fontSize: 14, margin: '16px 0 8px' }}>{t('topbar.freeTrialHow')}</h3>
          <CustomerServiceContent contact={contact} />
        </>
      ) : (
        t('topbar.freeTrialMissing')
      )}
    </DraggableModal>
  );
}

export function FreeTrial({ content, contact }: { content?: string; contact?: string }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="text" icon={<GiftOutlined />} onClick={() => setOpen(true)}>
        {t('topbar.freeTrial')}
      </Button>
      <FreeTrialDialog open={open} onClose={() => setOpen(false)} content={content} contact={contact} />
    </>
  );
}
