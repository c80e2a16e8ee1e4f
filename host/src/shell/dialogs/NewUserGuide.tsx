// New-user guide (spec §4): shown once per browser; the flag is stored when it opens.
import { DraggableModal } from '@console/ui';
import { Button, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export const GUIDE_KEY = 'newUserGuideShown';

const STEPS = [
  { key: 'buy', to: '/phone/buy' },
  { key: 'bind', to: '/account/all' },
  { key: 'recharge', to: '/walletFlow/all' },
] as const;

export function NewUserGuide({ onRecharge }: { onRecharge: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (localStorage.getItem(GUIDE_KEY)) return;
    localStorage.setItem(GUIDE_KEY, '1');
    setOpen(true);
  }, []);

  const go = (key: (typeof STEPS)[number]['key'], to: string) => {
    setOpen(false);
    if (key === 'recharge') onRecharge();
    else navigate(to);
  };

  return (
    <DraggableModal
      open={open}
      title={t('guide.title')}
      onCancel={() => setOpen(false)}
      footer={
        <Button type="primary" onClick={() => setOpen(false)}>
          {t('guide.done')}
        </Button>
      }
    >
      <Steps
        orientation="vertical"
        size="small"
        current={-1}
        items={STEPS.map(({ key, to }) => ({
          title: (
            <Button type="link" style={{ padding: 0 }} onClick={() => go(key, to)}>
              {t(`guide.${key}.title`)}
            </Button>
          ),
          content: t(`guide.${key}.text`),
        }))}
      />
    </DraggableModal>
  );
}
