// New-user guide (spec §4): shown once per browser; the flag is stored when it opens. First of the
// first-visit dialogs (they take turns, ../firstVisit/dialogQueue.tsx).
import { DraggableModal } from '@console/ui';
import { Button, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDialogTurn } from '../firstVisit/dialogQueue';

export const GUIDE_KEY = 'newUserGuideShown';

const STEPS = [
  { key: 'buy', to: '/phone/buy' },
  { key: 'bind', to: '/account/all' },
  { key: 'recharge', to: '/walletFlow/all' },
] as const;

export function NewUserGuide({ onRecharge }: { onRecharge: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(() => !localStorage.getItem(GUIDE_KEY));
  const { open, close } = useDialogTurn('guide', wanted);

  useEffect(() => {
    if (open) localStorage.setItem(GUIDE_KEY, '1');
  }, [open]);

  const hide = () => {
    setWanted(false);
    close();
  };

  const go = (key: (typeof STEPS)[number]['key'], to: string) => {
    hide();
    if (key === 'recharge') onRecharge();
    else void navigate(to);
  };

  return (
    <DraggableModal
      open={open}
      title={t('guide.title')}
      onCancel={() => hide()}
      footer={
        <Button type="primary" onClick={() => hide()}>
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
