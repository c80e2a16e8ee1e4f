// The order that bought this phone (GET /phone/order?order_no=); seeded phones have none.
import { formatFen } from '@console/shared';
import { Card, Descriptions, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PhoneOrder, phoneOrders } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';

export function PurchaseOrderCard({ orderNo }: { orderNo: string | null }) {
  const { t } = useTranslation(DEVICES_NS);
  const [order, setOrder] = useState<PhoneOrder>();

  useEffect(() => {
    if (!orderNo) return;
    let live = true;
    phoneOrders
      .order(orderNo)
      .then((o) => live && setOrder(o))
      .catch(() => undefined); // shown by the request layer
    return () => {
      live = false;
    };
  }, [orderNo]);

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
