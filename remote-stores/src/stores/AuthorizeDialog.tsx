// Which employees may open a store (spec §3 "authorized employees"): the full set, chosen from the
// enterprise's active staff members. An ordinary employee sees and opens only these stores.
import { FormDialog } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Store, stores } from '../api/stores';
import { STORES_NS } from '../i18n';
import { storeKeys } from '../queryKeys';

interface Values {
  user_ids: number[];
}

export function AuthorizeDialog({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const { t } = useTranslation(STORES_NS);
  const members = useQuery({ queryKey: storeKeys.members, queryFn: stores.members, enabled: store !== null });
  return (
    <FormDialog<Values>
      open={store !== null}
      title={t('authorize.title', { name: store?.name ?? '' })}
      initialValues={{ user_ids: store?.members.map((m) => m.id) ?? [] }}
      invalidate={[storeKeys.stores]}
      onClose={onClose}
      onSubmit={(v) => stores.authorize([store!.id], v.user_ids ?? [])}
    >
      <Form.Item name="user_ids" label={t('authorize.members')} extra={t('authorize.help')}>
        <Select
          mode="multiple"
          aria-label={t('authorize.members')}
          optionFilterProp="label"
          loading={members.isLoading}
          options={(members.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
