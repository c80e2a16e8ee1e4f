// The sub-accounts of a pay screen: chosen in it (with row selection), and listed again on the
// result (read after the payment: the new expiry, state or storage).
import { useTableA11y } from '@console/ui';
import { Table } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountStateTag } from '../accounts/AccountStateTag';
import type { BatchPaymentList, PayKind } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';

type Row = BatchPaymentList['list'][number];

interface Props {
  kind: PayKind;
  rows: Row[];
  /** The table's accessible name. */
  label: string;
  /** The chosen ids, when the rows are chosen here. */
  selection?: { selected: number[]; onChange: (ids: number[]) => void };
  testId?: string;
}

export function PayAccountsTable({ kind, rows, label, selection, testId }: Props) {
  const { t } = useTranslation(ACCOUNTS_NS);
  // antd's hidden measuring row copies the select-all checkbox: made inert (axe aria-hidden-focus)
  const box = useRef<HTMLDivElement>(null);
  useTableA11y(box, label);
  return (
    <div ref={box}>
      <Table<Row>
        rowKey="id"
        size="small"
        dataSource={rows}
        pagination={false}
        scroll={{ x: 480 }}
        data-testid={testId}
        rowSelection={
          selection && {
            selectedRowKeys: selection.selected,
            // in the list's order, whatever order the clicks came in
            onChange: (keys) => selection.onChange(rows.map((r) => r.id).filter((id) => keys.includes(id))),
          }
        }
        columns={[
          { key: 'name', dataIndex: 'name', title: t('columns.name') },
          {
            key: 'state',
            title: t('columns.status'),
            render: (_, r) => <AccountStateTag state={r.state} paid={r.paid} />,
          },
          {
            key: 'exp',
            title: t('columns.expirationTime'),
            render: (_, r) => (r.paid ? new Date(r.expiration_time).toLocaleDateString() : t('state.unpaid')),
          },
          ...(kind === 'memory'
            ? [{ key: 'mem', title: t('detail.memory'), render: (_: unknown, r: Row) => `${r.memory_gb} GB` }]
            : []),
        ]}
      />
    </div>
  );
}
