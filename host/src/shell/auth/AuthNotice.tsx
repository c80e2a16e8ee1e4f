// Enterprise authentication notice (spec §4): 1 s after load for uncertified/failed companies
// (cancel / certify now), a review-submitted note otherwise; '7天内不再提醒' silences both. Last of
// the first-visit dialogs (they take turns, ../firstVisit/dialogQueue.tsx): its 1 s starts on load.
import { useCan } from '@console/shared';
import { DraggableModal } from '@console/ui';
import { Button, Checkbox } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDialogTurn } from '../firstVisit/dialogQueue';
import { useMember } from '../member/useMember';
import { AUTH_NOTICE_DELAY, AUTH_NOTICE_KEY, authPromptFor, isAuthSuppressed, type AuthPrompt } from './authNotice';

export function AuthNotice() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { member } = useMember();
  const [prompt, setPrompt] = useState<AuthPrompt>('none');
  const [mute, setMute] = useState(false);
  // only for who can certify (the boss): to staff it would be a dialog that leads nowhere
  const mayCertify = useCan()('POST /company/certification');
  const status = mayCertify ? member?.company_attestation : undefined;
  const { open, close: handOn } = useDialogTurn('auth', prompt !== 'none');

  useEffect(() => {
    if (status === undefined) return;
    const kind = authPromptFor(status);
    if (kind === 'none' || isAuthSuppressed(localStorage.getItem(AUTH_NOTICE_KEY), Date.now())) return;
    const timer = window.setTimeout(() => setPrompt(kind), AUTH_NOTICE_DELAY);
    return () => window.clearTimeout(timer);
  }, [status]);

  const close = () => {
    if (mute) localStorage.setItem(AUTH_NOTICE_KEY, String(Date.now()));
    setPrompt('none');
    handOn();
  };

  const footer =
    prompt === 'certify'
      ? [
          <Button key="cancel" onClick={close}>
            {t('cancel')}
          </Button>,
          <Button
            key="go"
            type="primary"
            onClick={() => {
              close();
              void navigate('/company/setup');
            }}
          >
            {t('auth.certifyNow')}
          </Button>,
        ]
      : [
          <Button key="ok" type="primary" onClick={close}>
            {t('ok')}
          </Button>,
        ];

  const text = prompt === 'certify' ? t(status === 4 ? 'auth.failed' : 'auth.notCertified') : t('auth.reviewing');

  return (
    <DraggableModal open={open} title={t('auth.title')} onCancel={close} footer={footer}>
      <p>{text}</p>
      <Checkbox checked={mute} onChange={(e) => setMute(e.target.checked)}>
        {t('auth.mute')}
      </Checkbox>
    </DraggableModal>
  );
}
