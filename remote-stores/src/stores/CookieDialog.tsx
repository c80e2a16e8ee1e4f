// Importing a store's cookie (spec §5): a JSON cookie array or a Netscape cookies.txt, pasted or
// read from a file; the server validates it ('cookie不能为空', 'cookie格式错误'). Importing a new
// cookie clears the store cache, so the person confirms first (spec §5).
import { STORE_MESSAGES } from '@console/contract/storeMessages';
import { useLocalized } from '@console/shared';
import { FormDialog, useConfirm } from '@console/ui';
import { App, Form, Input } from 'antd';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Store, stores } from '../api/stores';
import { STORES_NS } from '../i18n';
import { storeKeys } from '../queryKeys';

interface Values {
  cookie: string;
}

export function CookieDialog({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const { t } = useTranslation(STORES_NS);
  const say = useLocalized();
  const { message } = App.useApp();
  const modal = useConfirm();
  const [form] = Form.useForm<Values>();
  const fileId = useId();

  const confirmed = () =>
    new Promise<boolean>((resolve) => {
      void modal.confirm({
        title: t('cookie.confirmTitle'),
        content: t('cookie.confirm'),
        okText: t('cookie.confirmOk'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) form.setFieldValue('cookie', await file.text());
  };

  return (
    <FormDialog<Values>
      open={store !== null}
      title={t('cookie.title', { name: store?.name ?? '' })}
      width={600}
      form={form}
      initialValues={{ cookie: '' }}
      invalidate={[storeKeys.stores]}
      onClose={onClose}
      okText={t('cookie.import')}
      onSubmit={async (v) => {
        if (!(await confirmed())) throw new Error('cancelled'); // the dialog stays open
        const r = await stores.importCookie(store!.id, v.cookie);
        void message.success(t('cookie.done', { count: r.cookie_count }));
        return r;
      }}
      describeError={(e) => (e instanceof Error && e.message !== 'cancelled' ? e.message : null)}
    >
      <Form.Item
        name="cookie"
        label={t('cookie.label')}
        extra={t('cookie.help')}
        rules={[{ required: true, whitespace: true, message: say(STORE_MESSAGES.cookieRequired) }]}
      >
        <Input.TextArea
          rows={8}
          spellCheck={false}
          placeholder='[{"name": "session-id", "value": "…", "domain": ".amazon.com"}]'
        />
      </Form.Item>
      <div>
        <label htmlFor={fileId}>{t('cookie.file')}</label>{' '}
        <input
          id={fileId}
          type="file"
          accept=".json,.txt,text/plain,application/json"
          onChange={(e) => void readFile(e)}
        />
      </div>
    </FormDialog>
  );
}
