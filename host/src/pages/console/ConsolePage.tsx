// /console: read-only versions view — the host build and the live version of every remote,
// read from the same registry the loader uses.
import { currentApiEnv, useLanguage } from '@console/shared';
import { PageTitle } from '@console/ui';
import { Alert, Card, Descriptions, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type AreaName, fetchRegistry, type RemoteEntry } from '../../remotes/registry';

export const HOST_VERSION: string = __APP_VERSION__;

type Row = RemoteEntry & { area: AreaName };

export function ConsolePage() {
  const { t } = useTranslation('host');
  const language = useLanguage();
  const registry = useQuery({ queryKey: ['host', 'registry'], queryFn: fetchRegistry });
  const rows: Row[] | undefined =
    registry.data && Object.entries(registry.data.remotes).map(([area, e]) => ({ ...e, area: area as AreaName }));
  const error = registry.error ? registry.error.message : undefined;

  return (
    <Card title={<PageTitle>{t('console.title')}</PageTitle>} style={{ maxWidth: 900 }}>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'host', label: t('console.host'), children: <span data-testid="host-version">{HOST_VERSION}</span> },
          { key: 'env', label: t('console.apiEnv'), children: currentApiEnv() },
          { key: 'lang', label: t('console.language'), children: t(`lang.${language}`) },
        ]}
      />
      <p style={{ margin: '16px 0 8px' }}>{t('console.remotes')}</p>
      {error && <Alert type="error" showIcon message={error} />}
      <Table<Row>
        size="small"
        rowKey="area"
        loading={!rows && !error}
        dataSource={rows ?? []}
        pagination={false}
        locale={{ emptyText: t('remote.none') }}
        data-testid="remote-versions"
        columns={[
          { key: 'area', title: t('console.app'), render: (_, r) => t(`area.${r.area}`) },
          { key: 'name', title: t('remote.name'), dataIndex: 'package' },
          {
            key: 'version',
            title: t('console.version'),
            render: (_, r) => <span data-testid={`version-${r.area}`}>{r.version}</span>,
          },
          { key: 'entry', title: t('remote.entry'), dataIndex: 'entry' },
        ]}
      />
    </Card>
  );
}
