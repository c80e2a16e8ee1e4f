// Renewal reminder (spec §4): on load, phones about to expire; shown at most once per 24 h. Second
// of the first-visit dialogs (they take turns, ../firstVisit/dialogQueue.tsx).
import { phoneApi, type Phone, useCan } from '@console/shared';
import { useQuery } from '@tanstack/react-query';
import { DraggableModal } from '@console/ui';
import { Alert, Button, Table, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDialogTurn } from '../firstVisit/dialogQueue';
import { formatDateTime, RemainingCell } from '@console/ui';
import { RENEW_NOTICE_KEY, renewPath, shouldShowRenewNotice } from './remaining';

/** Spec §7: the expiring-devices check asks for everything at once. */
const LIMIT = 99999;

export function RenewReminder() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [selected, setSelected] = useState<React.Key[]>([]);
  // Shown within the last 24 h: it cannot be shown now, so the (heavy) check is not made at all.
  const [due] = useState(() => shouldShowRenewNotice(localStorage.getItem(RENEW_NOTICE_KEY), Date.now()));
  // and only for who may list the phones and renew them (the boss, a manager who renews devices)
  const can = useCan();
  const mayShow = due && can('GET /phone/list') && can('POST /phone/renewV1');
  // a failure is shown by the request layer; the reminder is optional
  const { data } = useQuery({
    enabled: mayShow,
    queryKey: ['shell', 'expiringPhones'],
    queryFn: async () => {
      const page = (await phoneApi.list({ page: 1, limit: LIMIT, filterStatus: 1 })).data;
      // whether this answer asks for the reminder: decided as it arrives (showing it stores the time)
      const due = !!page && page.total > 0 && shouldShowRenewNotice(localStorage.getItem(RENEW_NOTICE_KEY), Date.now());
      return { list: page?.list, due };
    },
    retry: false,
    // not kept once the shell unmounts: the next shell decides with the stored time of then
    gcTime: 0,
  });
  const phones: Phone[] = data?.list ?? [];
  const [wanted, setWanted] = useState(false);
  // each answer that asks for it wants the reminder (until it is dismissed)
  const [seen, setSeen] = useState<typeof data>(undefined);
  if (data !== seen) {
    setSeen(data);
    if (data?.due) setWanted(true);
  }
  const { open, close } = useDialogTurn('renew', wanted);
  useEffect(() => {
    // the 24 h start when the user sees it (it may wait for the guide)
    if (open) localStorage.setItem(RENEW_NOTICE_KEY, String(Date.now()));
  }, [open]);

  const hide = () => {
    setWanted(false);
    close();
  };
  const renew = (ids: React.Key[]) => {
    hide();
    void navigate(renewPath(ids as number[]));
  };

  const columns: TableProps<Phone>['columns'] = [
    { title: t('renew.phoneName'), dataIndex: 'phone_name' },
    { title: t('renew.phoneInfo'), dataIndex: 'is_domestic_name' },
    { title: t('renew.spec'), dataIndex: 'spec_name' },
    { title: t('renew.version'), dataIndex: 'version' },
    {
      title: t('renew.expiration'),
      dataIndex: 'expiration_time',
      render: (v: string) => formatDateTime(v),
    },
    { title: t('renew.remaining'), key: 'remaining', render: (_v, p) => <RemainingCell item={p} alwaysRed /> },
    {
      title: t('renew.action'),
      key: 'action',
      render: (_v, p) => (
        <Button type="link" size="small" onClick={() => renew([p.id])}>
          {t('renew.renew')}
        </Button>
      ),
    },
  ];

  return (
    <DraggableModal
      open={open}
      title={t('renew.title')}
      // spec §9: 50% of the page's width; a narrower window keeps up to 640 px inside its edges
      width="max(50vw, min(640px, calc(100vw - 32px)))"
      onCancel={hide}
      footer={[
        <Button key="bulk" disabled={selected.length === 0} onClick={() => renew(selected)}>
          {t('renew.bulk')}
        </Button>,
        <Button key="cancel" onClick={hide}>
          {t('cancel')}
        </Button>,
        <Button key="ok" type="primary" onClick={hide}>
          {t('ok')}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon title={t('renew.warning')} style={{ marginBottom: 12 }} />
      <Table<Phone>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={phones}
        pagination={false}
        // the table scrolls inside its own box on a narrow screen, not the page
        scroll={{ x: 'max-content', y: 500 }}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
      />
    </DraggableModal>
  );
}
