// Handing a store over (spec §6): from one of its authorized members to another member; the first
// loses, the second gains the authorization, and a transfer record is kept. Handing over to the
// same member is refused here and by the server (spec: 'handover store failed').
import { STORE_MESSAGES } from '@console/contract/storeMessages';
import { useLocalized } from '@console/shared';
import { FormDialog } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Store, stores } from '../api/stores';
import { STORES_NS } from '../i18n';
import { storeKeys } from '../queryKeys';

interface Values {
  from_user_id: number;
  to_user_id: number;
}

export function HandoverDialog({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const { t } = useTranslation(STORES_NS);
  const say = useLocalized();
  const members = useQuery({ queryKey: storeKeys.members, queryFn: stores.members, enabled: store !== null });
  return (
    <FormDialog<Values>
      open={store !== null}
      title={t('handover.title', { name: store?.name ?? '' })}
      initialValues={store?.members.length === 1 ? { from_user_id: store.members[0].id } : {}}
      invalidate={[storeKeys.stores]}
      onClose={onClose}
      onSubmit={(v) => stores.handover({ ids: [store!.id], ...v })}
    >
      <Form.Item
        name="from_user_id"
        label={t('handover.from')}
        rules={[{ required: true, message: t('handover.fromRequired') }]}
      >
        <Select
          aria-label={t('handover.from')}
          options={(store?.members ?? []).map((m) => ({ value: m.id, label: m.name }))}
          notFoundContent={t('handover.nobody')}
        />
      </Form.Item>
      <Form.Item
        name="to_user_id"
        label={t('handover.to')}
        dependencies={['from_user_id']}
        rules={[
          { required: true, message: t('handover.toRequired') },
          ({ getFieldValue }) => ({
            validator: (_, v?: number) =>
              v !== undefined && v === getFieldValue('from_user_id')
                ? Promise.reject(new Error(say(STORE_MESSAGES.handoverSelf)))
                : Promise.resolve(),
          }),
        ]}
      >
        <Select
          aria-label={t('handover.to')}
          showSearch
          optionFilterProp="label"
          loading={members.isLoading}
          options={(members.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
