// /operationManual (open to everyone, spec §2): short help on the everyday tasks.
import { getToken } from '@console/shared';
import { Anchor, Button, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BarePage } from '../BarePage';

export const MANUAL_SECTIONS = ['login', 'phones', 'renewal', 'recharge', 'subAccounts', 'networkCards'] as const;

export function OperationManualPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const loggedIn = Boolean(getToken());
  return (
    <BarePage
      width={1100}
      extra={
        <Button type="link" onClick={() => navigate(loggedIn ? '/' : '/login')}>
          {loggedIn ? t('manual.back') : t('manual.toLogin')}
        </Button>
      }
    >
      <Row gutter={24}>
        <Col xs={0} md={6}>
          <Anchor
            offsetTop={24}
            items={MANUAL_SECTIONS.map((s) => ({ key: s, href: `#manual-${s}`, title: t(`manual.${s}.title`) }))}
          />
        </Col>
        <Col xs={24} md={18}>
          <Typography.Title level={2}>{t('manual.title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('manual.intro')}</Typography.Paragraph>
          {MANUAL_SECTIONS.map((s) => {
            const items = t(`manual.${s}.items`, { returnObjects: true }) as unknown;
            return (
              <Card key={s} id={`manual-${s}`} title={t(`manual.${s}.title`)} style={{ marginBottom: 16 }}>
                <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                  {(Array.isArray(items) ? (items as string[]) : []).map((line) => (
                    <li key={line} style={{ marginBottom: 8 }}>
                      <Typography.Text>{line}</Typography.Text>
                    </li>
                  ))}
                </ol>
              </Card>
            );
          })}
        </Col>
      </Row>
    </BarePage>
  );
}
