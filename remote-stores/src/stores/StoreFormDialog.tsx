// Creating or editing a store (spec §3 Store fields, §5 rules). The password is never shown back:
// on edit an empty password keeps the stored one. Platform and site come from the server's
// catalogue; tags from tag management; a custom user agent needs its OS and the UA string.
import type { StoreAddBody } from '@console/contract';
import { STORE_MESSAGES } from '@console/contract/storeMessages';
import { useLocalized } from '@console/shared';
import { FormDialog } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Store, stores, storeTags } from '../api/stores';
import { STORES_NS } from '../i18n';
import { storeKeys } from '../queryKeys';
import { platformMatches, platformOptions } from './platforms';
import { COOKIE_MODES, isHttpUrl, UA_OSES } from './rules';

interface Values extends Omit<StoreAddBody, 'sync_cookie' | 'webgl'> {
  sync_cookie: boolean;
  webgl: boolean;
}

/** `store` null = closed; 'new' = create. */
export function StoreFormDialog({ store, onClose }: { store: Store | 'new' | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(STORES_NS);
  const say = useLocalized();
  const [form] = Form.useForm<Values>();
  const editing = store !== null && store !== 'new' ? store : null;
  const f = (k: string) => t(`fields.${k}`);
  const platforms = useQuery({
    queryKey: storeKeys.platforms,
    queryFn: stores.platforms,
    enabled: store !== null,
  }).data;
  const tags = useQuery({ queryKey: storeKeys.tags, queryFn: storeTags.list, enabled: store !== null }).data;
  const platform = Form.useWatch('platform', form);
  const uaType = Form.useWatch('ua_type', form);
  const sites = platforms?.find((p) => p.name === platform)?.sites ?? [];
  const en = i18n.language.startsWith('en');

  const initial: Partial<Values> = editing
    ? {
        name: editing.name,
        address: editing.address,
        account: editing.account,
        password: '',
        principal_name: editing.principal_name,
        platform: editing.platform,
        site: editing.site,
        tag_ids: editing.tags.map((x) => x.id),
        remark: editing.remark,
        cookie_mode: editing.cookie_mode as Values['cookie_mode'],
        sync_cookie: editing.sync_cookie === 1,
        webgl: editing.webgl === 1,
        ua_type: editing.ua_type as Values['ua_type'],
        ua_os: editing.ua_os as Values['ua_os'],
        user_agent: editing.user_agent,
      }
    : { cookie_mode: 'account', sync_cookie: true, webgl: true, ua_type: 'system', tag_ids: [] };

  const submit = (v: Values) => {
    const body: StoreAddBody = {
      ...v,
      sync_cookie: v.sync_cookie ? 1 : 0,
      webgl: v.webgl ? 1 : 0,
      ...(v.ua_type === 'system' ? { ua_os: '', user_agent: '' } : {}),
    };
    return editing ? stores.update({ ...body, id: editing.id }) : stores.add(body);
  };

  return (
    <FormDialog<Values>
      open={store !== null}
      title={t(editing ? 'form.editTitle' : 'form.addTitle')}
      width={600}
      form={form}
      initialValues={initial}
      invalidate={[storeKeys.stores, storeKeys.tags]}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="name"
        label={f('name')}
        rules={[{ required: true, whitespace: true, message: say(STORE_MESSAGES.nameRequired) }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="platform"
        label={f('platform')}
        rules={[{ required: true, message: say(STORE_MESSAGES.platformRequired) }]}
      >
        <Select
          aria-label={f('platform')}
          showSearch
          filterOption={platformMatches}
          options={platformOptions(platforms, en)}
          onChange={(name: string) => {
            const only = platforms?.find((p) => p.name === name)?.sites;
            form.setFieldValue('site', only?.length === 1 ? only[0].code : undefined);
          }}
        />
      </Form.Item>
      <Form.Item name="site" label={f('site')} rules={[{ required: true, message: t('rules.site') }]}>
        <Select
          aria-label={f('site')}
          showSearch
          optionFilterProp="label"
          disabled={!sites.length}
          options={sites.map((s) => ({ value: s.code, label: `${en ? s.en : s.zh} (${s.code})` }))}
        />
      </Form.Item>
      <Form.Item
        name="address"
        label={f('address')}
        rules={[
          {
            validator: (_, v?: string) =>
              !v?.trim() || isHttpUrl(v) ? Promise.resolve() : Promise.reject(new Error(say(STORE_MESSAGES.address))),
          },
        ]}
      >
        <Input maxLength={300} placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="account"
        label={f('account')}
        rules={[{ required: true, whitespace: true, message: say(STORE_MESSAGES.accountRequired) }]}
      >
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      {/* no show/hide toggle: its icon is below the 24 px target size (WCAG 2.5.8) */}
      <Form.Item
        name="password"
        label={f('password')}
        extra={editing ? t(editing.has_password ? 'form.passwordKept' : 'form.passwordNotSet') : undefined}
      >
        <Input.Password maxLength={100} autoComplete="new-password" visibilityToggle={false} />
      </Form.Item>
      <Form.Item name="principal_name" label={f('principal')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="tag_ids" label={f('tags')}>
        <Select
          mode="multiple"
          aria-label={f('tags')}
          optionFilterProp="label"
          options={(tags ?? []).map((x) => ({ value: x.id, label: x.name }))}
        />
      </Form.Item>
      <Form.Item name="remark" label={f('remark')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="cookie_mode" label={f('cookieMode')}>
        <Radio.Group options={COOKIE_MODES.map((m) => ({ value: m, label: t(`cookieModes.${m}`) }))} />
      </Form.Item>
      <Form.Item name="sync_cookie" label={f('syncCookie')} valuePropName="checked">
        <Switch aria-label={f('syncCookie')} />
      </Form.Item>
      <Form.Item name="webgl" label={f('webgl')} valuePropName="checked">
        <Switch aria-label={f('webgl')} />
      </Form.Item>
      <Form.Item
        name="ua_type"
        label={f('uaType')}
        rules={[{ required: true, message: say(STORE_MESSAGES.uaTypeRequired) }]}
      >
        <Radio.Group options={(['system', 'custom'] as const).map((m) => ({ value: m, label: t(`uaTypes.${m}`) }))} />
      </Form.Item>
      {uaType === 'custom' && (
        <>
          <Form.Item name="ua_os" label={f('uaOs')} rules={[{ required: true, message: say(STORE_MESSAGES.uaOs) }]}>
            <Radio.Group options={UA_OSES.map((m) => ({ value: m, label: t(`uaOses.${m}`) }))} />
          </Form.Item>
          <Form.Item
            name="user_agent"
            label={f('userAgent')}
            rules={[{ required: true, whitespace: true, message: say(STORE_MESSAGES.uaRequired) }]}
          >
            <Input.TextArea rows={2} maxLength={500} placeholder="Mozilla/5.0 …" />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
