// Everything the device list does to phones, behind one hook so the row menu and the bulk
// buttons share the dialogs: remark, group, network card, sub-account, member, operations,
// delete (to the recycle bin), auto-renew and sync. `onChanged` reloads the list and counters.
import { type Phone, shellServices } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { type ReactNode, type Ref, useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { bindOptions, type BindOption, phoneOps, type SyncRecord } from '../api/phoneOps';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { GroupManageDialog } from './GroupManageDialog';
import { OperationDialog } from './OperationDialog';
import { type OperationKey, operationOf } from './operations';
import { PickDialog, type PickOption } from './PickDialog';
import { RemarkDialog } from './RemarkDialog';
import { useTaskReport } from './TaskResults';
import { useConfirm } from '@console/ui';

type PickKind = 'group' | 'member' | 'networkCard' | 'account';

export interface PhoneActions {
  remark: (phone: Phone) => void;
  pick: (kind: PickKind, phones: Phone[]) => void;
  operate: (key: OperationKey, phones: Phone[]) => void;
  remove: (phones: Phone[]) => void;
  autoRenew: (phones: Phone[], on: boolean) => void;
  /** No phones = every visible phone. */
  sync: (phones?: Phone[]) => void;
  manageGroups: () => void;
}

/** A card or sub-account serving another phone cannot be chosen; nor can an expired card. */
export function bindChoices(list: BindOption[], phoneId: number, t: TFunction<'devices'>): PickOption[] {
  return list.map((o) => {
    const elsewhere = o.phone_id !== null && o.phone_id !== phoneId;
    const note = o.unusable ? t('bind.expired') : elsewhere ? t('bind.boundTo', { name: o.phone_name }) : '';
    return { value: o.id, label: note ? `${o.label} ${note}` : o.label, disabled: o.unusable || elsewhere };
  });
}

/** What opens a dialog: the dialogs' open state lives in PhoneActionDialogs, not in the list page. */
interface DialogOpeners {
  remark: (phone: Phone) => void;
  pick: (kind: PickKind, phones: Phone[]) => void;
  operate: (key: OperationKey, phones: Phone[]) => void;
  manageGroups: () => void;
}

/** `actions` keeps its identity across renders (table columns depend on it); render `dialogs` once. */
export function usePhoneActions(onChanged: () => void): { actions: PhoneActions; dialogs: ReactNode } {
  const { t } = useTranslation(DEVICES_NS);
  const { message } = App.useApp();
  const modal = useConfirm();
  const queryClient = useQueryClient();
  const openers = useRef<DialogOpeners>(null);

  // Writes: each invalidates what it changed (through onChanged: the phone list and its counters).
  const { mutateAsync: recycle } = useMutation({
    mutationFn: (ids: number[]) => phoneOps.remove(ids),
    onSuccess: (r) => {
      message.success(t('recycleAction.done', { n: r.recycled }));
      onChanged();
      void queryClient.invalidateQueries({ queryKey: devicesKeys.recycle });
      shellServices().countersChanged(); // the sidebar counts fewer phones
    },
  });
  const { mutate: setAutoRenew } = useMutation({
    mutationFn: ({ ids, on }: { ids: number[]; on: boolean }) => phoneOps.autoRenew(ids, on ? 1 : 0),
    onSuccess: (_, { on }) => {
      message.success(t(on ? 'autoRenew.turnedOn' : 'autoRenew.turnedOff'));
      onChanged();
    },
  });
  const { mutate: runSync } = useMutation({
    mutationFn: (ids?: number[]) => phoneOps.sync(ids),
    onSuccess: (record: SyncRecord) => {
      const text = t(`sync.result.${record.result}`, { n: record.phone_count });
      if (record.result === 'success') message.success(text);
      else message.warning(`${text}${record.detail ? `：${record.detail}` : ''}`);
      onChanged();
      void queryClient.invalidateQueries({ queryKey: ['devices', 'syncRecords'] });
    },
  });
  // failures of all three are shown by the request layer

  const remove = useCallback(
    (phones: Phone[]) => {
      modal.confirm({
        title: t('recycleAction.confirmTitle', { n: phones.length }),
        content: t('recycleAction.confirmContent'),
        okText: t('actions.delete'),
        okButtonProps: { danger: true },
        cancelText: t('dialog.cancel'),
        onOk: () => recycle(phones.map((p) => p.id)).catch(() => undefined),
      });
    },
    [modal, t, recycle],
  );

  const actions = useMemo<PhoneActions>(
    () => ({
      remark: (phone) => openers.current?.remark(phone),
      pick: (kind, phones) => openers.current?.pick(kind, phones),
      operate: (key, phones) => openers.current?.operate(key, phones),
      remove,
      autoRenew: (phones, on) => setAutoRenew({ ids: phones.map((p) => p.id), on }),
      sync: (phones) => runSync(phones?.map((p) => p.id)),
      manageGroups: () => openers.current?.manageGroups(),
    }),
    [remove, setAutoRenew, runSync],
  );
  return { actions, dialogs: <PhoneActionDialogs ref={openers} onChanged={onChanged} /> };
}

/**
 * The dialogs of the row menu and the bulk buttons, with their open state: opening one renders
 * this component, not the list page and its table (a dialog opens within one input's budget).
 */
function PhoneActionDialogs({ ref, onChanged }: { ref: Ref<DialogOpeners>; onChanged: () => void }) {
  const { t } = useTranslation(DEVICES_NS);
  const { message } = App.useApp();
  const tasks = useTaskReport();
  const queryClient = useQueryClient();
  const [remarkOf, setRemarkOf] = useState<Phone | null>(null);
  const [picking, setPicking] = useState<{ kind: PickKind; phones: Phone[] } | null>(null);
  const [operating, setOperating] = useState<{ key: OperationKey; phones: Phone[] } | null>(null);
  const [groupsOpen, setGroupsOpen] = useState(false);
  useImperativeHandle(
    ref,
    () => ({
      remark: setRemarkOf,
      pick: (kind, phones) => setPicking({ kind, phones }),
      operate: (key, phones) => setOperating({ key, phones }),
      manageGroups: () => setGroupsOpen(true),
    }),
    [],
  );

  const saved = () => {
    message.success(t('dialog.saved'));
    onChanged();
  };
  const pickProps = picking && pickDialogProps(picking.kind, picking.phones, t);
  const pickSubmit = async (value: number | null) => {
    if (!picking) return;
    const ids = picking.phones.map((p) => p.id);
    const first = picking.phones[0];
    if (picking.kind === 'group') await phoneOps.setGroup(ids, value);
    else if (picking.kind === 'member') await phoneOps.setUser(ids, value);
    else if (picking.kind === 'networkCard') await phoneOps.bindNetworkCard(first.id, value);
    else await phoneOps.bindAccount(first.id, value);
  };

  return (
    <>
      <RemarkDialog
        phone={remarkOf}
        onClose={() => setRemarkOf(null)}
        onSaved={() => {
          setRemarkOf(null);
          saved();
        }}
      />
      <PickDialog
        open={picking !== null}
        title={pickProps?.title}
        label={pickProps?.label}
        optionsKey={['devices', 'pickOptions', picking?.kind, picking?.phones.map((p) => p.id)]}
        load={pickProps?.load ?? (async () => [])}
        current={pickProps?.current ?? null}
        noneLabel={pickProps?.noneLabel}
        onSubmit={pickSubmit}
        onSuccess={() => {
          setPicking(null);
          saved();
          // a card or sub-account bound here is no longer free in the other areas' lists
          if (picking?.kind === 'networkCard') void queryClient.invalidateQueries({ queryKey: ['network'] });
          if (picking?.kind === 'account') void queryClient.invalidateQueries({ queryKey: ['accounts'] });
          if (picking?.kind === 'group') void queryClient.invalidateQueries({ queryKey: devicesKeys.groups });
        }}
        onClose={() => setPicking(null)}
      />
      <OperationDialog
        op={operating ? operationOf(operating.key) : null}
        phones={operating?.phones ?? []}
        onClose={() => setOperating(null)}
        onDone={(list) => {
          setOperating(null);
          tasks.report(list);
          onChanged();
        }}
      />
      <GroupManageDialog open={groupsOpen} onClose={() => setGroupsOpen(false)} onChanged={onChanged} />
      {tasks.dialog}
    </>
  );
}

/** Title, label, choices and current value of each pick dialog. One phone shows its current binding. */
function pickDialogProps(kind: PickKind, phones: Phone[], t: TFunction<'devices'>) {
  const one = phones.length === 1 ? phones[0] : null;
  switch (kind) {
    case 'group':
      return {
        title: t('actions.setGroup'),
        label: t('columns.group'),
        noneLabel: t('bind.noGroup'),
        current: one?.group_id ?? null,
        load: async () => (await phoneOps.groupList()).list.map((g) => ({ value: g.id, label: g.name })),
      };
    case 'member':
      return {
        title: t('actions.assignMember'),
        label: t('bind.member'),
        noneLabel: t('bind.noMember'),
        current: null,
        load: async () => (await bindOptions.members()).map((m) => ({ value: m.id, label: m.label })),
      };
    case 'networkCard':
      return {
        title: t('actions.bindNetworkCard'),
        label: t('columns.networkCard'),
        noneLabel: t('bind.unbind'),
        current: one?.network_card_id ?? null,
        load: async () => bindChoices(await bindOptions.networkCards(), phones[0].id, t),
      };
    case 'account':
      return {
        title: t('actions.bindAccount'),
        label: t('columns.account'),
        noneLabel: t('bind.unbind'),
        current: one?.account_id ?? null,
        load: async () => bindChoices(await bindOptions.accounts(), phones[0].id, t),
      };
  }
}
