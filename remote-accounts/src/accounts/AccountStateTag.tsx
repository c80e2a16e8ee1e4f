// The state of a sub-account as a tag; with a live answer from POST /account/getStatus it also
// says whether the environment is online, or that the provider did not answer (never an error popup).
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountLiveStatus } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';
import { isState, STATE_COLOR } from './states';

interface Props {
  state: string;
  paid?: boolean;
  live?: AccountLiveStatus;
}

export function AccountStateTag({ state, paid, live }: Props) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const shown = live?.state ?? state;
  const label = isState(shown) ? t(`state.${shown}`) : shown;
  return (
    <span data-testid="account-state" data-state={shown}>
      <Tag color={isState(shown) ? STATE_COLOR[shown] : 'default'}>{label}</Tag>
      {paid === false && <Tag color="warning">{t('state.unpaid')}</Tag>}
      {live?.error ? (
        <Tooltip title={live.error}>
          <Tag color="error">{t('live.failed')}</Tag>
        </Tooltip>
      ) : live?.online === false && shown === 'running' ? (
        <Tag>{t('live.offline')}</Tag>
      ) : null}
    </span>
  );
}
