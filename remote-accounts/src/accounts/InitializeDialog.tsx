// Initialize sub-accounts: POST /account/checkInitialize says, per sub-account, what is missing
// (payment, environment, a phone, a state that allows it); only when all are ready does the
// dialog send POST /account/initialize. The environments are then built by the provider and the
// list's live status shows them move from initializing to running.
import { FormDialog } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AccountOutcome, accounts, type SubAccount } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';

interface Props {
  rows: SubAccount[] | null;
  onClose: () => void;
  onDone: (outcomes: AccountOutcome[]) => void;
}

export function InitializeDialog({ rows, onClose, onDone }: Props) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const ids = rows?.map((r) => r.id) ?? [];
  const check = useQuery({
    queryKey: ['accounts', 'checkInitialize', ids.join(',')],
    queryFn: () => accounts.checkInitialize(ids),
    enabled: rows !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const list = check.data ?? [];
  const ready = list.length > 0 && list.every((c) => c.ready);
  return (
    <FormDialog<object, AccountOutcome[]>
      open={rows !== null}
      title={t('actions.initialize')}
      onSubmit={() => accounts.initialize(ids)}
      onSuccess={onDone}
      onClose={onClose}
      okDisabled={!ready}
      okText={t('init.start')}
      cancelText={t('dialog.cancel')}
      header={
        check.isLoading ? (
          <Spin />
        ) : ready ? (
          <Alert type="info" showIcon title={t('init.ready', { n: list.length })} />
        ) : (
          <List
            size="small"
            data-testid="init-reasons"
            dataSource={list.filter((c) => !c.ready)}
            renderItem={(c) => (
              <List.Item>
                <Typography.Text strong>{c.name}</Typography.Text>：{c.reasons.join('；')}
              </List.Item>
            )}
          />
        )
      }
    />
  );
}
