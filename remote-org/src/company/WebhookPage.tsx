// Webhook 通知 (/company/webhook, enterprise configuration): where the console POSTs every notice
// (failed auto-renewals, unsubscriptions, cancellations, late allocations, a short balance),
// signed with the enterprise's secret; the secret shown once when made or rotated; the delivery
// log with each attempt's result. The boss only (40003 for staff: a 403 panel).
import { WEBHOOK_MESSAGES } from '@console/contract/orgMessages';
import { useLocalized } from '@console/shared';
import { PageTitle, formatDateTime, LabelledTable, useConfirm } from '@console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, Skeleton, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Forbidden } from '../Forbidden';
import { ORG_NS } from '../i18n';
import { isForbidden } from './api';
import { CompanyTabs } from './CompanyTabs';
import { webhookApi, webhookKeys, type WebhookConfig, type WebhookDelivery } from './webhookApi';

const PAGE_SIZE = 10;
const STATUS_COLOR: Record<string, string> = { delivered: 'success', pending: 'processing', failed: 'error' };

export function WebhookPage() {
  const { t } = useTranslation(ORG_NS);
  const config = useQuery({ queryKey: webhookKeys.config, queryFn: webhookApi.config, retry: false });
  if (config.error && isForbidden(config.error)) {
    return (
      <Forbidden
        texts="webhook.forbidden"
        endpoint="GET /webhook/config"
        reason={config.error.message}
        testId="webhook-forbidden"
      />
    );
  }
  return (
    <>
      <PageTitle>{t('webhook.title')}</PageTitle>
      <CompanyTabs />
      <Flex vertical gap={16}>
        <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('webhook.settings')}</h2>}>
          {config.data ? (
            <WebhookForm config={config.data} />
          ) : config.error ? (
            <Button onClick={() => void config.refetch()}>{t('webhook.retry')}</Button>
          ) : (
            <Skeleton active />
          )}
        </Card>
        <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('webhook.log')}</h2>}>
          <DeliveryLog />
        </Card>
      </Flex>
    </>
  );
}

function WebhookForm({ config }: { config: WebhookConfig }) {
  const { t } = useTranslation(ORG_NS);
  const say = useLocalized();
  const { message } = App.useApp();
  const modal = useConfirm();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ url: string; enabled: boolean }>();
  const [saving, setSaving] = useState(false);
  // the whole secret, only right after it was made or rotated
  const [secret, setSecret] = useState<string | null>(null);

  const done = (next: WebhookConfig, text: string) => {
    queryClient.setQueryData(webhookKeys.config, next);
    if (next.secret) setSecret(next.secret);
    void message.success(text);
  };
  const fail = (err: unknown) => void message.error({ content: (err as Error).message, duration: 5 });

  const save = async (values: { url: string; enabled: boolean }) => {
    setSaving(true);
    try {
      done(await webhookApi.save({ url: values.url.trim(), enabled: values.enabled }), t('webhook.saved'));
    } catch (err) {
      fail(err);
    } finally {
      setSaving(false);
    }
  };
  const rotate = () =>
    modal.confirm({
      title: t('webhook.rotateTitle'),
      content: t('webhook.rotateContent'),
      okText: t('webhook.rotate'),
      cancelText: t('webhook.cancel'),
      onOk: async () => {
        try {
          done(await webhookApi.rotate(), t('webhook.rotated'));
        } catch (err) {
          fail(err);
        }
      },
    });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('webhook.explain')}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ url: config.url, enabled: config.configured ? config.enabled : true }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item
          name="url"
          label={t('webhook.url')}
          rules={[
            { required: true, whitespace: true, message: say(WEBHOOK_MESSAGES.urlRequired) },
            { type: 'url', message: say(WEBHOOK_MESSAGES.url) },
            { pattern: /^https?:\/\//i, message: say(WEBHOOK_MESSAGES.url) },
          ]}
        >
          <Input placeholder="https://example.com/console-hook" maxLength={500} inputMode="url" />
        </Form.Item>
        <Form.Item name="enabled" label={t('webhook.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('webhook.save')}
          </Button>
          {config.configured && <Button onClick={rotate}>{t('webhook.rotate')}</Button>}
        </Flex>
      </Form>
      {secret ? (
        <Alert
          type="warning"
          showIcon
          title={t('webhook.secretOnce')}
          description={
            <Typography.Text code copyable={{ text: secret }} data-testid="webhook-secret">
              {secret}
            </Typography.Text>
          }
        />
      ) : (
        config.configured && <Typography.Text>{t('webhook.secretHint', { hint: config.secret_hint })}</Typography.Text>
      )}
    </Flex>
  );
}

function DeliveryLog() {
  const { t } = useTranslation(ORG_NS);
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: webhookKeys.deliveries(page), queryFn: () => webhookApi.deliveries(page, PAGE_SIZE) });
  const result = (d: WebhookDelivery) =>
    d.last_status_code !== null ? `HTTP ${d.last_status_code}` : d.last_error || '-';
  return (
    <LabelledTable<WebhookDelivery>
      label={t('webhook.log')}
      rowKey="id"
      size="middle"
      loading={q.isPending}
      dataSource={q.data?.list ?? []}
      scroll={{ x: 720 }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: q.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
      }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('webhook.noDeliveries')} /> }}
      columns={[
        { key: 'created_at', title: t('webhook.columns.time'), render: (_, d) => formatDateTime(d.created_at) },
        {
          key: 'kind',
          title: t('webhook.columns.kind'),
          render: (_, d) => t(`webhook.kinds.${d.kind}`, { defaultValue: d.kind }),
        },
        {
          key: 'status',
          title: t('webhook.columns.status'),
          render: (_, d) => <Tag color={STATUS_COLOR[d.status]}>{t(`webhook.statuses.${d.status}`)}</Tag>,
        },
        { key: 'attempts', title: t('webhook.columns.attempts'), dataIndex: 'attempts' },
        { key: 'result', title: t('webhook.columns.result'), render: (_, d) => result(d) },
        {
          key: 'next',
          title: t('webhook.columns.next'),
          render: (_, d) => (d.next_attempt_at ? formatDateTime(d.next_attempt_at) : '-'),
        },
      ]}
    />
  );
}
