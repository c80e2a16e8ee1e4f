// The notification centre: a bell with the unread count (polled quietly every minute) that opens
// a drawer of what the timed rules did — auto-renewals charged or failed, cloud numbers
// unsubscribed, phones cancelled, late allocations. Only for who may read them (access table).
import { BellOutlined } from '@ant-design/icons';
import { useCan } from '@console/shared';
import { formatDateTime } from '@console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Drawer, Empty, Flex, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchNotices, fetchUnread, markAllRead, noticeKeys } from './api';

const PAGE = 20;
const POLL_MS = 60_000;
const DRAWER_WIDTH = 400;

export function NoticeBell() {
  const can = useCan();
  if (!can('GET /notice/unread')) return null;
  return <Bell />;
}

function Bell() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const unread = useQuery({ queryKey: noticeKeys.unread, queryFn: fetchUnread, refetchInterval: POLL_MS });
  const count = unread.data ?? 0;
  return (
    <>
      <Badge count={count} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={count ? t('notices.open', { count }) : t('notices.title')}
          onClick={() => setOpen(true)}
          data-testid="notice-bell"
        />
      </Badge>
      <Drawer
        title={t('notices.title')}
        open={open}
        onClose={() => setOpen(false)}
        // 400 px, or the whole width of a phone
        size={Math.min(DRAWER_WIDTH, window.innerWidth)}
        destroyOnHidden
      >
        {open && <NoticeList unread={count} />}
      </Drawer>
    </>
  );
}

function NoticeList({ unread }: { unread: number }) {
  const { t } = useTranslation('shell');
  const qc = useQueryClient();
  const [limit, setLimit] = useState(PAGE);
  const list = useQuery({ queryKey: noticeKeys.list(limit), queryFn: () => fetchNotices(limit) });
  const readAll = useMutation({
    mutationFn: markAllRead,
    onSuccess: (left) => {
      qc.setQueryData(noticeKeys.unread, left);
      void qc.invalidateQueries({ queryKey: ['host', 'notices', 'list'] });
    },
  });
  if (list.isError)
    return (
      <Flex vertical gap={8} align="start" role="alert">
        <Typography.Text>{t('notices.failed')}</Typography.Text>
        <Button onClick={() => void list.refetch()}>{t('notices.retry')}</Button>
      </Flex>
    );
  const data = list.data;
  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button size="small" disabled={!unread} loading={readAll.isPending} onClick={() => readAll.mutate()}>
          {t('notices.readAll')}
        </Button>
      </Flex>
      <List
        loading={list.isPending}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <Empty description={t('notices.empty')} /> }}
        renderItem={(n) => (
          <List.Item data-testid="notice-item">
            <List.Item.Meta
              title={
                <Flex gap={8} align="baseline" wrap>
                  <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
                  {n.unread && <Tag color="processing">{t('notices.unread')}</Tag>}
                </Flex>
              }
              description={<Typography.Text>{n.text}</Typography.Text>}
            />
          </List.Item>
        )}
      />
      {data && data.total > data.list.length && (
        <Button onClick={() => setLimit((l) => l + PAGE)}>{t('notices.more')}</Button>
      )}
    </Flex>
  );
}
