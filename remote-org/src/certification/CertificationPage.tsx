// 企业配置 · 企业信息 (/company/setup; spec §2 enterprise configuration, §4 enterprise authentication
// notice, §9 review within 2 working days): the enterprise, its certification status and timeline
// (submitted → under review → certified / rejected with the reason), and for the boss the
// certification form (company name, 18-character unified social credit code, legal representative,
// contact and mobile, business licence and ID card front/back through the upload flow). A rejected
// enterprise resubmits. Certification lifts the 10-device purchase cap at once.
import {
  CERTIFICATION_LABELS as LABELS,
  CERTIFICATION_MESSAGES as M,
  fieldRequired,
} from '@console/contract/orgMessages';
import { useCan, useJoinList, useLocalized, hasShellServices, shellServices } from '@console/shared';
import { PageTitle } from '@console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, Result, Spin, Steps, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyTabs } from '../company/CompanyTabs';
import { ORG_NS } from '../i18n';
import { type CompanyInfo, companyApi, companyKeys } from './api';
import { DocumentUpload, type DocumentValue } from './DocumentUpload';

/** Unified social credit code: 18 digits or capital letters (no I, O, Z, S, V). */
export const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
const MOBILE = /^1[3-9]\d{9}$/;
const time = (v: string | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

interface Values {
  company_name: string;
  registration_no: string;
  legal_person: string;
  contact_name: string;
  contact_phone: string;
  licence?: DocumentValue;
  id_front?: DocumentValue;
  id_back?: DocumentValue;
}

/** The sentence of a document not uploaded. */
const DOC_REQUIRED = { licence: M.licence, id_front: M.idFront, id_back: M.idBack } as const;

const STATUS_COLOR: Record<number, string> = { 1: 'success', 2: 'success', 3: 'default', 4: 'error', 5: 'processing' };

/** The review timeline of the latest submission. */
export function CertificationTimeline({ info }: { info: CompanyInfo }) {
  const { t } = useTranslation(ORG_NS);
  const c = info.certification;
  if (!c) return null;
  const done = c.status !== 'review';
  return (
    <Steps
      orientation="vertical"
      size="small"
      current={done ? 2 : 1}
      status={c.status === 'rejected' ? 'error' : done ? 'finish' : 'process'}
      data-testid="certification-timeline"
      items={[
        {
          title: t('certification.timeline.submitted'),
          content: `${time(c.submitted_at)} · ${c.submitted_by_name}`,
        },
        { title: t('certification.timeline.review'), content: t('certification.timeline.reviewHint') },
        c.status === 'rejected'
          ? {
              title: t('certification.timeline.rejected'),
              content: `${time(c.reviewed_at)} ${t('certification.timeline.reason', { reason: c.reject_reason })}`,
            }
          : {
              title: t('certification.timeline.approved'),
              content: c.status === 'approved' ? time(c.reviewed_at) : undefined,
            },
      ]}
    />
  );
}

export function CertificationPage() {
  const { t } = useTranslation(ORG_NS);
  const say = useLocalized();
  const join = useJoinList();
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [resubmitting, setResubmitting] = useState(false);
  const [busy, setBusy] = useState(false);
  const info = useQuery({ queryKey: companyKeys.info, queryFn: companyApi.info });

  if (info.isPending)
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  if (info.isError || !info.data)
    return (
      <>
        <PageTitle>{t('company.tabs.label')}</PageTitle>
        <CompanyTabs />
        <Result
          status="warning"
          title={t('certification.loadFailed')}
          extra={<Button onClick={() => void info.refetch()}>{t('retry')}</Button>}
        />
      </>
    );

  const data = info.data;
  const a = data.company_attestation;
  const maySubmit = can('POST /company/certification');
  const showForm = maySubmit && (a === 3 || (a === 4 && resubmitting));
  const c = data.certification;

  const submit = async (v: Values) => {
    if (busy) return;
    setBusy(true);
    try {
      await companyApi.submit({
        company_name: v.company_name.trim(),
        registration_no: v.registration_no.trim().toUpperCase(),
        legal_person: v.legal_person.trim(),
        contact_name: v.contact_name.trim(),
        contact_phone: v.contact_phone.trim(),
        licence_file_id: v.licence?.file_id ?? 0,
        id_front_file_id: v.id_front?.file_id ?? 0,
        id_back_file_id: v.id_back?.file_id ?? 0,
      });
      void message.success(t('certification.submitted'));
      setResubmitting(false);
      await queryClient.invalidateQueries({ queryKey: companyKeys.info });
      if (hasShellServices()) void shellServices().refreshMember(); // the shell's notice follows the new status
    } catch {
      // the request layer has shown the server's reason
    } finally {
      setBusy(false);
    }
  };

  const doc = (name: 'licence' | 'id_front' | 'id_back') => (
    <Form.Item
      name={name}
      label={t(`certification.fields.${name}`)}
      rules={[{ required: true, message: say(DOC_REQUIRED[name]) }]}
      extra={t('certification.upload.hint')}
    >
      <DocumentUpload label={t(`certification.fields.${name}`)} />
    </Form.Item>
  );

  return (
    <>
      <PageTitle>{t('company.tabs.label')}</PageTitle>
      <CompanyTabs />
      <Card title={t('certification.infoTitle')} style={{ marginBottom: 16 }}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('certification.enterpriseName')}>{data.name}</Descriptions.Item>
          <Descriptions.Item label={t('certification.status')}>
            <Tag color={STATUS_COLOR[a]} data-testid="certification-status">
              {t(`certification.attestation.${a}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('certification.deviceCap')}>
            {data.device_cap === null
              ? t('certification.unlimited')
              : t('certification.capped', { n: data.device_cap })}
          </Descriptions.Item>
        </Descriptions>
        {(a === 3 || a === 4) && (
          <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('certification.why')} />
        )}
        {!maySubmit && (a === 3 || a === 4) && (
          <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('certification.bossOnly')} />
        )}
      </Card>

      {c && (
        <Card title={t('certification.progressTitle')} style={{ marginBottom: 16 }}>
          <CertificationTimeline info={data} />
          <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small" style={{ marginTop: 8 }}>
            <Descriptions.Item label={say(LABELS.company_name)}>{c.company_name}</Descriptions.Item>
            <Descriptions.Item label={t('certification.fields.registration_no')}>{c.registration_no}</Descriptions.Item>
            <Descriptions.Item label={say(LABELS.legal_person)}>{c.legal_person}</Descriptions.Item>
            <Descriptions.Item label={say(LABELS.contact_name)}>{c.contact_name}</Descriptions.Item>
            <Descriptions.Item label={t('certification.fields.contact_phone')}>{c.contact_phone}</Descriptions.Item>
            <Descriptions.Item label={t('certification.fields.documents')}>
              {join([c.licence, c.id_front, c.id_back].map((f) => f.file_name))}
            </Descriptions.Item>
          </Descriptions>
          {a === 4 && maySubmit && !resubmitting && (
            <Button
              type="primary"
              style={{ marginTop: 12 }}
              onClick={() => {
                setResubmitting(true);
                form.setFieldsValue({
                  company_name: c.company_name,
                  registration_no: c.registration_no,
                  legal_person: c.legal_person,
                  contact_name: c.contact_name,
                  contact_phone: c.contact_phone,
                });
              }}
              data-testid="certification-resubmit"
            >
              {t('certification.resubmit')}
            </Button>
          )}
        </Card>
      )}

      {showForm && (
        <Card title={t('certification.formTitle')}>
          <Form<Values>
            form={form}
            layout="vertical"
            onFinish={(v) => void submit(v)}
            name="certification"
            style={{ maxWidth: 560 }}
          >
            <Form.Item
              name="company_name"
              label={say(LABELS.company_name)}
              rules={[
                { required: true, whitespace: true, message: say(fieldRequired(LABELS.company_name)) },
                { max: 100 },
              ]}
            >
              <Input autoComplete="organization" />
            </Form.Item>
            <Form.Item
              name="registration_no"
              label={t('certification.fields.registration_no')}
              normalize={(v: string) => v?.toUpperCase()}
              rules={[
                { required: true, whitespace: true, message: say(M.registrationNoRequired) },
                {
                  validator: (_r, v: string | undefined) =>
                    !v || CREDIT_CODE.test(v.trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(say(M.registrationNo))),
                },
              ]}
            >
              <Input maxLength={18} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="legal_person"
              label={say(LABELS.legal_person)}
              rules={[
                { required: true, whitespace: true, message: say(fieldRequired(LABELS.legal_person)) },
                { max: 50 },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="contact_name"
              label={say(LABELS.contact_name)}
              rules={[
                { required: true, whitespace: true, message: say(fieldRequired(LABELS.contact_name)) },
                { max: 50 },
              ]}
            >
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item
              name="contact_phone"
              label={t('certification.fields.contact_phone')}
              rules={[
                { required: true, message: say(M.contactPhoneRequired) },
                {
                  validator: (_r, v: string | undefined) =>
                    !v || MOBILE.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(say(M.contactPhone))),
                },
              ]}
            >
              <Input maxLength={11} autoComplete="tel" />
            </Form.Item>
            {doc('licence')}
            {doc('id_front')}
            {doc('id_back')}
            <Typography.Paragraph type="secondary">{t('certification.reviewPromise')}</Typography.Paragraph>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="certification-submit">
              {t('certification.submit')}
            </Button>
            {resubmitting && (
              <Button style={{ marginLeft: 8 }} onClick={() => setResubmitting(false)}>
                {t('security.cancel')}
              </Button>
            )}
          </Form>
        </Card>
      )}
    </>
  );
}
