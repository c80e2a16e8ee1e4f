// /test12345qr (admin and staff, open): the invite link (origin + /login?invite_code=) as a QR
// code when logged in, the plain login link otherwise; with the text and a copy button.
import { CopyOutlined } from '@ant-design/icons';
import { getToken, userApi } from '@console/shared';
import { App, Button, Card, Flex, Spin, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '../../routes/table';
import { BarePage } from '../BarePage';

export function inviteLink(origin: string, code?: string): string {
  return code ? `${origin}${LOGIN_PATH}?invite_code=${encodeURIComponent(code)}` : `${origin}${LOGIN_PATH}`;
}

/** Copy; '复制成功' on success, silent on failure (spec §8). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function QrPage() {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const [loggedIn] = useState(() => Boolean(getToken()));
  const invite = useQuery({
    queryKey: ['host', 'inviteCode'],
    queryFn: async () => {
      const res = await userApi.inviteCode({ noGlobalError: true });
      return res.code === 0 && res.data?.invite_code ? res.data.invite_code : null;
    },
    enabled: loggedIn,
    retry: false, // not logged in after all: the plain login link stays
  });
  const code = invite.data ?? undefined;
  const loading = invite.isLoading;

  const link = inviteLink(window.location.origin, code);

  return (
    <BarePage width={520}>
      <Card title={t('qr.title')} style={{ marginTop: 24 }}>
        <Spin spinning={loading}>
          <Flex vertical align="center" gap={16}>
            <QRCodeSVG value={link} size={200} marginSize={2} data-testid="qr-code" />
            <Typography.Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
              {code ? t('qr.inviteHint') : t('qr.loginHint')}
            </Typography.Paragraph>
            {code && <Typography.Text strong>{t('qr.inviteCode', { code })}</Typography.Text>}
            <Typography.Text code data-testid="qr-link" style={{ wordBreak: 'break-all', textAlign: 'center' }}>
              {link}
            </Typography.Text>
            <Button
              type="primary"
              icon={<CopyOutlined />}
              onClick={() => void copyText(link).then((ok) => ok && void message.success(t('qr.copySuccess')))}
            >
              {t('qr.copy')}
            </Button>
          </Flex>
        </Spin>
      </Card>
    </BarePage>
  );
}
