// The order that bought this phone (GET /phone/order?order_no=); seeded phones have none.
import { formatFen } from '@console/shared';
import { Card, Descriptions, Typography } from 'antd';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { phoneOrders } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';

export function PurchaseOrderCard({ orderNo }: { orderNo: string | null }) {
  const { t } = useTranslation(DEVICES_NS);
  // a failure was shown by the request layer; the card then shows only the order number
  const order = useQuery({
    queryKey: devicesKeys.phoneOrder(orderNo ?? ''),
    queryFn: orderNo ? () => phoneOrders.order(orderNo) : skipToken,
  }).data;

  const s = (k: string) => t(`phoneItem.serve.${k}`);
  return (
    <Card title={s('order')} size="small" data-testid="purchase-order">
      {!orderNo ? (
        <Typography.Text type="secondary">{s('noOrder')}</Typography.Text>
      ) : (
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('phoneItem.fields.orderNo')}>{orderNo}</Descriptions.Item>
          {order && (
            <>
              <Descriptions.Item label={s('orderType')}>{order.type}</Descriptions.Item>
              <Descriptions.Item label={s('orderStatus')}>{order.status}</Descriptions.Item>
              <Descriptions.Item label={s('quantity')}>{order.quantity}</Descriptions.Item>
              <Descriptions.Item label={s('payAmount')}>{formatFen(order.pay_fen)}</Descriptions.Item>
              <Descriptions.Item label={s('allocated')}>{order.allocated}</Descriptions.Item>
            </>
          )}
        </Descriptions>
      )}
    </Card>
  );
}
