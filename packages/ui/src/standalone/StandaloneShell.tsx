// Frame for a remote started alone on its dev server (team development): logs in against the
// real API when there is no p-token, loads the user info, then renders the area under a slim
// top bar (user name, zh/en, logout). In the console the host's shell does all of this instead.
import {
  getToken,
  type Language,
  type LoginRole,
  resetToken,
  session,
  setLanguage,
  shellServices,
  useAntdLocale,
  useLanguage,
  useSession,
} from '@console/shared';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, ConfigProvider, Form, Input, Radio, Segmented, Space, Spin, Typography } from 'antd';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { consoleConfig } from '../consoleConfig';
import { useStandaloneText } from './i18n';

export interface StandaloneShellProps {
  title: string;
  children?: ReactNode;
}

type Phase = 'login' | 'loading' | 'ready';

interface LoginValues {
  username: string;
  password: string;
  role: LoginRole;
}

function errorText(err: unknown, fallback: string): string {
  const m = (err as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m ? m : fallback;
}

function LoginCard({
  title,
  error,
  onSubmit,
}: {
  title: string;
  error?: string;
  onSubmit: (v: LoginValues) => Promise<void>;
}) {
  const t = useStandaloneText();
  const [busy, setBusy] = useState(false);
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f5f7fa',
      }}
    >
      <Card style={{ width: 360 }} title={`${title} · ${t('loginTitle')}`} extra={<LanguageSwitch />}>
        <Form<LoginValues>
          layout="vertical"
          initialValues={{ role: 'admin' }}
          requiredMark={false}
          onFinish={async (v) => {
            setBusy(true);
            try {
              await onSubmit(v);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Form.Item
            name="username"
            label={t('username')}
            rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}
          >
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('passwordRequired') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="role" label={t('role')}>
            <Radio.Group
              options={[
                { value: 'admin', label: t('admin') },
                { value: 'staff', label: t('staff') },
              ]}
            />
          </Form.Item>
          {error && (
            <Alert
              type="error"
              showIcon
              title={error}
              style={{ marginBottom: 16 }}
              data-testid="standalone-login-error"
            />
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login')}
          </Button>
        </Form>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12, fontSize: 12 }}>
          {t('standaloneHint')}
        </Typography.Text>
      </Card>
    </div>
  );
}

function LanguageSwitch() {
  const lang = useLanguage();
  return (
    <Segmented<Language>
      size="small"
      value={lang}
      options={[
        { value: 'zh', label: '中文' },
        { value: 'en', label: 'EN' },
      ]}
      onChange={(v) => setLanguage(v)}
    />
  );
}

function TopBar({ title, onLogout }: { title: string; onLogout: () => void }) {
  const t = useStandaloneText();
  const { name } = useSession();
  return (
    <div
      data-testid="standalone-topbar"
      style={{
        height: 44,
        padding: '0 16px',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        borderBottom: '1px solid #f0f0f0',
        background: '#fff',
      }}
    >
      <Space>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('standaloneHint')}
        </Typography.Text>
      </Space>
      <Space size={16}>
        <Typography.Text data-testid="standalone-user">{name}</Typography.Text>
        <LanguageSwitch />
        <Button size="small" onClick={onLogout}>
          {t('logout')}
        </Button>
      </Space>
    </div>
  );
}

export function StandaloneShell(props: StandaloneShellProps) {
  return (
    // the standalone shell's cache (its shell services); the area inside reads the same client
    <QueryClientProvider client={shellServices().queryClient}>
      <Shell {...props} />
    </QueryClientProvider>
  );
}

function Shell({ title, children }: StandaloneShellProps) {
  const t = useStandaloneText();
  const locale = useAntdLocale();
  useSession(); // re-render as the session changes (the token check below)
  const [phase, setPhase] = useState<Phase>(() => (getToken() ? 'loading' : 'login'));
  const [error, setError] = useState<string | undefined>();

  // With a token: load the user; a failure means the token is no good → log in again.
  // (mutate's own callbacks do not fire after an unmount)
  const { mutate: loadUser } = useMutation({ mutationFn: () => session.getInfo() });
  // an effect event: t only feeds the fallback text, and a language switch must not reload the user
  const loadFailed = useEffectEvent((err: unknown) => {
    resetToken();
    setError(errorText(err, t('loginFailed')));
    setPhase('login');
  });
  useEffect(() => {
    if (phase !== 'loading') return;
    loadUser(undefined, {
      onSuccess: () => setPhase('ready'),
      onError: (err: unknown) => loadFailed(err),
    });
  }, [phase, loadUser]);

  // Token gone while working (20103 handled by the request layer, or logout elsewhere): checked
  // as each render reads the session.
  if (phase === 'ready' && !getToken()) setPhase('login');

  const login = async (v: LoginValues) => {
    setError(undefined);
    try {
      await session.login({ username: v.username, password: v.password, role: v.role });
      setPhase('loading');
    } catch (err) {
      setError(errorText(err, t('loginFailed')));
    }
  };

  const logout = async () => {
    await session.logout();
    setError(undefined);
    setPhase('login');
  };

  let content: ReactNode;
  if (phase === 'login') content = <LoginCard title={title} error={error} onSubmit={login} />;
  else if (phase === 'loading')
    content = (
      <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spin description={t('loadingInfo')} size="large">
          <div style={{ width: 200, height: 80 }} />
        </Spin>
      </div>
    );
  else
    content = (
      <>
        <TopBar title={title} onLogout={() => void logout()} />
        {children}
      </>
    );

  return (
    <ConfigProvider locale={locale} {...consoleConfig}>
      {content}
    </ConfigProvider>
  );
}
