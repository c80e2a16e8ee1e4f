// Free-trial popup: the offer (website config entry freeAdpt) and how to take it up. The boss of a
// new customer takes it here (GET/POST /phone/freeTrial: one 1-day cloud phone at 0 fen, once,
// allocated like any purchase); anyone else, or an enterprise past its trial, is told why and
// where to ask (the customer service's contact, customService1).
import { GiftOutlined } from '@ant-design/icons';
import { phoneApi, shellServices, useAttemptKey, useCan } from '@console/shared';
import { DraggableModal } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfigValue } from './ConfigValue';
import { CustomerServiceContent } from './CustomerService';

const PHONES_PATH = '/phone/all';

/** The self-serve part: what the trial gives and the button, or why it is not there to take. */
function TakeTrial({ open, onTaken }: { open: boolean; onTaken: () => void }) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const attemptKey = useAttemptKey(open);
  const [taking, setTaking] = useState(false);
  const { data: state } = useQuery({
    queryKey: ['host', 'freeTrial'],
    queryFn: async () => (await phoneApi.freeTrialState()).data,
    enabled: open,
    staleTime: 0,
    retry: false,
  });
  if (!state) return null;
  if (!state.available) return <Alert type="info" showIcon title={state.reason} data-testid="free-trial-reason" />;
  const take = async () => {
    setTaking(true);
    try {
      await phoneApi.freeTrial(attemptKey);
      void message.success(t('topbar.freeTrialTaken'));
      onTaken();
      await shellServices().queryClient.invalidateQueries();
      void navigate(PHONES_PATH);
    } catch {
      // the request layer showed the server's sentence; the dialog stays for another look
    } finally {
      setTaking(false);
    }
  };
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <div data-testid="free-trial-offer">
        {t('topbar.freeTrialOffer', { spec: state.spec_name, duration: state.duration_name })}
      </div>
      <Button type="primary" loading={taking} onClick={() => void take()} data-testid="free-trial-take">
        {t('topbar.freeTrialTake')}
      </Button>
    </Space>
  );
}

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
  const selfServe = useCan()('POST /phone/freeTrial');
  return (
    <DraggableModal open={open} title={t('topbar.freeTrial')} onCancel={onClose} footer={null}>
      {content ? (
        <>
          <ConfigValue value={content} alt={t('topbar.freeTrial')} />
          {selfServe && (
            <div style={{ marginTop: 16 }}>
              <TakeTrial open={open} onTaken={onClose} />
            </div>
          )}
          <h3 style={{ fontSize: 14, margin: '16px 0 8px' }}>
            {selfServe ? t('topbar.freeTrialQuestions') : t('topbar.freeTrialHow')}
          </h3>
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
