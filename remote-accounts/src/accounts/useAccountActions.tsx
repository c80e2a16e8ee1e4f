// Everything the list does to sub-accounts, behind one hook so the row menu, the bulk buttons and
// the toolbar share the dialogs: create/edit, environment, initialize, bind phone/group, remark,
// power on/off/restart, batch status, unbind card, install, close, delete, detail.
// `onChanged` reloads the list (and with it the live status).
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountPowerAction } from '@console/contract';
import { type AccountOutcome, accounts, type SubAccount } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';
import { AccountFormDialog } from './AccountFormDialog';
import { DetailDrawer } from './DetailDrawer';
import { EnvDialog } from './EnvDialog';
import { InitializeDialog } from './InitializeDialog';
import { BindPhoneDialog, GroupDialog } from './PickDialogs';
import { RemarkDialog } from './RemarkDialog';
import { useJoinList } from '@console/shared';
import { useConfirm } from '@console/ui';

export interface AccountActions {
  create: () => void;
  edit: (row: SubAccount) => void;
  detail: (row: SubAccount) => void;
  env: (rows: SubAccount[]) => void;
  initialize: (rows: SubAccount[]) => void;
  bindPhone: (row: SubAccount) => void;
  group: (rows: SubAccount[]) => void;
  remark: (row: SubAccount) => void;
  power: (rows: SubAccount[], action: AccountPowerAction) => void;
  batchStatus: (rows: SubAccount[], status: 'running' | 'powered_off') => void;
  unbindCard: (row: SubAccount) => void;
  install: (row: SubAccount) => void;
  close: (rows: SubAccount[]) => void;
  remove: (rows: SubAccount[]) => void;
}

const names = (rows: SubAccount[], join: (items: string[]) => string) =>
  join(rows.slice(0, 5).map((r) => r.name)) + (rows.length > 5 ? '…' : '');

export function useAccountActions(onChanged: () => void): { actions: AccountActions; dialogs: ReactNode } {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { message } = App.useApp();
  const modal = useConfirm();
  const join = useJoinList();
  const [form, setForm] = useState<SubAccount | 'new' | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [envRows, setEnvRows] = useState<SubAccount[] | null>(null);
  const [initRows, setInitRows] = useState<SubAccount[] | null>(null);
  const [phoneRow, setPhoneRow] = useState<SubAccount | null>(null);
  const [groupRows, setGroupRows] = useState<SubAccount[] | null>(null);
  const [remarkRow, setRemarkRow] = useState<SubAccount | null>(null);

  const saved = useCallback(() => {
    message.success(t('dialog.saved'));
    onChanged();
  }, [message, t, onChanged]);

  /** Per-row outcomes of a provider operation: all done, or which ones failed and why. */
  const report = useCallback(
    (list: AccountOutcome[]) => {
      const failed = list.filter((o) => !o.ok);
      if (!failed.length) message.success(t('result.done', { n: list.length }));
      else
        message.warning(
          t('result.partial', {
            ok: list.length - failed.length,
            failed: join(failed.map((o) => t('result.failedOne', { name: o.name, why: o.message }))),
          }),
        );
      onChanged();
    },
    [message, t, onChanged, join],
  );

  const { mutateAsync: run } = useMutation({
    mutationFn: (fn: () => Promise<unknown>) => fn(),
  });

  const confirm = useCallback(
    (title: string, rows: SubAccount[], fn: () => Promise<unknown>, after: (r: unknown) => void, danger = false) => {
      modal.confirm({
        title,
        content: names(rows, join),
        okText: t('dialog.ok'),
        cancelText: t('dialog.cancel'),
        okButtonProps: { danger },
        // a rejection is shown by the request layer; the dialog closes either way
        onOk: () => run(fn).then(after, () => undefined),
      });
    },
    [modal, t, run, join],
  );

  const actions = useMemo<AccountActions>(
    () => ({
      create: () => setForm('new'),
      edit: (row) => setForm(row),
      detail: (row) => setDetailId(row.id),
      env: (rows) => setEnvRows(rows),
      initialize: (rows) => setInitRows(rows),
      bindPhone: (row) => setPhoneRow(row),
      group: (rows) => setGroupRows(rows),
      remark: (row) => setRemarkRow(row),
      power: (rows, action) =>
        confirm(
          t(`confirm.${action}`, { n: rows.length }),
          rows,
          () =>
            action === 'powerOff' && rows.length === 1
              ? accounts.powerOff(rows[0].id)
              : accounts.action(
                  rows.map((r) => r.id),
                  action,
                ),
          (r) => report(r as AccountOutcome[]),
          action === 'powerOff',
        ),
      batchStatus: (rows, status) =>
        confirm(
          t(status === 'running' ? 'confirm.batchOn' : 'confirm.batchOff', { n: rows.length }),
          rows,
          () =>
            accounts.batchStatus(
              rows.map((r) => r.id),
              status,
            ),
          (r) => report(r as AccountOutcome[]),
        ),
      unbindCard: (row) => confirm(t('confirm.unbindCard'), [row], () => accounts.unbindNetworkCard(row.id), saved),
      install: (row) =>
        confirm(
          t('confirm.install'),
          [row],
          () => accounts.install(row.id),
          (r) => report(r as AccountOutcome[]),
        ),
      close: (rows) =>
        confirm(t('confirm.close', { n: rows.length }), rows, () => accounts.close(rows.map((r) => r.id)), saved, true),
      remove: (rows) =>
        confirm(
          t('confirm.delete', { n: rows.length }),
          rows,
          () => accounts.remove(rows.map((r) => r.id)),
          saved,
          true,
        ),
    }),
    [confirm, report, saved, t],
  );

  // a dialog with onSuccess stays open unless it is closed here (FormDialog): close, then report
  const done = (close: () => void) => () => {
    close();
    saved();
  };
  const dialogs = (
    <>
      <AccountFormDialog target={form} onClose={() => setForm(null)} onSaved={done(() => setForm(null))} />
      <DetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      <EnvDialog rows={envRows} onClose={() => setEnvRows(null)} onSaved={done(() => setEnvRows(null))} />
      <InitializeDialog
        rows={initRows}
        onClose={() => setInitRows(null)}
        onDone={(list) => {
          setInitRows(null);
          report(list);
        }}
      />
      <BindPhoneDialog row={phoneRow} onClose={() => setPhoneRow(null)} onSaved={done(() => setPhoneRow(null))} />
      <GroupDialog rows={groupRows} onClose={() => setGroupRows(null)} onSaved={done(() => setGroupRows(null))} />
      <RemarkDialog row={remarkRow} onClose={() => setRemarkRow(null)} onSaved={done(() => setRemarkRow(null))} />
    </>
  );
  return { actions, dialogs };
}
