// Set the authorization method and daily login window of one or more staff members (spec §3/§6).
// The window is Beijing time (Asia/Shanghai); "any time" sends no window; an end before the start
// spans midnight. The server checks everything again.
import type { AuthMethod } from '@console/contract';
import { ORG_MESSAGES } from '@console/contract/orgMessages';
import { useLocalized } from '@console/shared';
import { FormDialog } from '@console/ui';
import { Form, Input, Radio, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORG_NS } from '../i18n';
import { securityApi, securityKeys, type SecurityMemberItem } from './api';

interface Values {
  auth_method: AuthMethod;
  limited: boolean;
  start?: string;
  end?: string;
}

/** 'HH:MM', 00:00..23:59 (typed; no picker popup, so it works by keyboard and at 390 px). */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** '9:5' → '09:05'; anything else unchanged. */
export const normalizeTime = (v: string | undefined) => {
  const m = /^\s*(\d{1,2})[:：](\d{1,2})\s*$/.exec(v ?? '');
  return m ? `${m[1].padStart(2, '0')}:${m[2].padStart(2, '0')}` : (v ?? '').trim();
};

export function LoginControlDialog({
  rows,
  onClose,
  onDone,
}: {
  rows: SecurityMemberItem[];
  onClose: () => void;
  onDone: (updated: number) => void;
}) {
  const { t } = useTranslation(ORG_NS);
  const say = useLocalized();
  const [form] = Form.useForm<Values>();
  const limited = Form.useWatch('limited', form);
  const first = rows[0];
  const initial: Partial<Values> | undefined = first && {
    auth_method: first.auth_method,
    limited: !!(first.login_time_start && first.login_time_end),
    start: first.login_time_start ?? undefined,
    end: first.login_time_end ?? undefined,
  };
  return (
    <FormDialog<Values, { updated: number }>
      open={rows.length > 0}
      form={form}
      title={
        rows.length === 1
          ? t('security.control.titleOne', { name: first?.name || first?.username })
          : t('security.control.titleMany', { n: rows.length })
      }
      okText={t('security.ok')}
      cancelText={t('security.cancel')}
      initialValues={initial}
      invalidate={[securityKeys.members]}
      onSubmit={(v) =>
        securityApi.setLoginControl({
          user_ids: rows.map((r) => r.id),
          auth_method: v.auth_method,
          login_time_start: v.limited && v.start ? normalizeTime(v.start) : null,
          login_time_end: v.limited && v.end ? normalizeTime(v.end) : null,
        })
      }
      onSuccess={(r) => onDone(r.updated)}
      onClose={onClose}
    >
      <Form.Item
        name="auth_method"
        label={t('security.columns.authMethod')}
        rules={[{ required: true, message: say(ORG_MESSAGES.authMethodRequired) }]}
      >
        <Radio.Group>
          <Space orientation="vertical">
            {([1, 2, 3] as const).map((m) => (
              <Radio key={m} value={m}>
                {t(`security.authMethod.${m}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      {/* the state is written beside the switch, not on it: white text on the light grey "off"
          track is below 4.5:1 (axe color-contrast) */}
      <Form.Item label={t('security.control.limit')} htmlFor="limited">
        <Space>
          <Form.Item name="limited" valuePropName="checked" noStyle>
            <Switch id="limited" />
          </Form.Item>
          <span>{limited ? t('security.control.limited') : t('security.anyTime')}</span>
        </Space>
      </Form.Item>
      {limited && (
        <>
          <Space wrap align="start">
            <Form.Item
              name="start"
              label={t('security.control.start')}
              normalize={(v: string) => v.replace('：', ':')}
              rules={[
                { required: true, message: say(ORG_MESSAGES.loginTimeRequired) },
                {
                  validator: (_r, v: string | undefined) =>
                    !v || CLOCK_TIME.test(normalizeTime(v))
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('security.control.timeInvalid'))),
                },
              ]}
            >
              <Input placeholder="09:00" maxLength={5} style={{ width: 120 }} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="end"
              label={t('security.control.end')}
              dependencies={['start']}
              normalize={(v: string) => v.replace('：', ':')}
              rules={[
                { required: true, message: say(ORG_MESSAGES.loginTimeRequired) },
                ({ getFieldValue }) => ({
                  validator: (_r, v: string | undefined) => {
                    if (!v) return Promise.resolve();
                    if (!CLOCK_TIME.test(normalizeTime(v)))
                      return Promise.reject(new Error(t('security.control.timeInvalid')));
                    return normalizeTime(v) === normalizeTime(getFieldValue('start') as string | undefined)
                      ? Promise.reject(new Error(t('security.control.rangeSame')))
                      : Promise.resolve();
                  },
                }),
              ]}
            >
              <Input placeholder="18:00" maxLength={5} style={{ width: 120 }} autoComplete="off" />
            </Form.Item>
          </Space>
          <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
            {t('security.control.rangeHint')}
          </Typography.Paragraph>
        </>
      )}
    </FormDialog>
  );
}
