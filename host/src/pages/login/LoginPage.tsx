// /login (spec §4 Login, §5 Login validation): role choice, password login, phone + SMS code
// login, registration (invite code from ?invite_code=). Success goes to ?redirect= or /phone/all.
// Every login sends this browser's terminal id (spec §6); a staff login from a terminal that needs
// approval shows the waiting panel, which enters by itself once a superior approves.
import { LockOutlined, MobileOutlined, SafetyOutlined, TagOutlined, UserOutlined } from '@ant-design/icons';
import {
  canCall,
  getTerminalId,
  isEndpoint,
  isLoginPassword,
  isMemberPassword,
  isMobile,
  type LoginOutcome,
  MOBILE_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  type LoginRole,
  roleFromLevel,
  session,
  setToken,
  useLocalized,
  userApi,
} from '@console/shared';
import { App, Button, Card, Form, Input, Segmented, Space, Tabs, Typography } from 'antd';
import type { FormInstance, Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ensurePublishedRoutes, publishedRoutes } from '../../routes/published';
import { landingFor, mayOpenPath, safeRedirect } from '../../routes/table';
import { startPath } from '../../shell/settings/startPage';
import { BarePage } from '../BarePage';
import { SmsCodeButton } from './SmsCodeButton';
import { WaitingApproval } from './WaitingApproval';

type Tab = 'password' | 'sms' | 'register';

interface PasswordValues {
  username: string;
  password: string;
}
interface SmsValues {
  phone: string;
  smsCode: string;
}
interface RegisterValues {
  phone: string;
  smsCode: string;
  password: string;
  confirm: string;
  code?: string;
}

function errorText(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

export function LoginPage() {
  const { t } = useTranslation('host');
  const say = useLocalized();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inviteCode = params.get('invite_code') ?? '';
  const redirect = safeRedirect(params.get('redirect'));
  const [tab, setTab] = useState<Tab>(inviteCode ? 'register' : 'password');
  const [role, setRole] = useState<LoginRole>('admin');
  const [busy, setBusy] = useState(false);
  /** A staff login waiting for its terminal's approval: the one-time ticket it polls with. */
  const [waiting, setWaiting] = useState<{ ticket: string; pollMs: number; role: LoginRole } | null>(null);
  const terminalId = getTerminalId();
  const [passwordForm] = Form.useForm<PasswordValues>();
  const [smsForm] = Form.useForm<SmsValues>();
  const [registerForm] = Form.useForm<RegisterValues>();

  const phoneRules: Rule[] = [
    { required: true, message: t('login.phoneRequired') },
    {
      validator: (_r, v: string | undefined) =>
        !v || isMobile(String(v).trim()) ? Promise.resolve() : Promise.reject(new Error(say(MOBILE_MESSAGE))),
    },
  ];

  /** Load the fresh profile (a previous session's may still be held), then move on. */
  const finish = async (successText: string, fallbackRole: LoginRole) => {
    let landing = landingFor(fallbackRole, publishedRoutes());
    try {
      // staff land on their first screen (docs/roles.md): the routes must be known to find it
      const [info] = await Promise.all([session.getInfo(), ensurePublishedRoutes()]);
      const role = roleFromLevel(info.level);
      const can = (e: string) => isEndpoint(e) && canCall(e, info);
      const roleLanding = landingFor(role, publishedRoutes(), can);
      const canOpen = (path: string) => mayOpenPath(path, role, can, publishedRoutes());
      landing = startPath(info.username, roleLanding, canOpen); // the start page chosen in settings, if any
    } catch {
      // the guard loads the profile again and handles a failure
    }
    void message.success(successText);
    void navigate(redirect ?? landing, { replace: true });
  };

  const run = async (work: () => Promise<void>, fallback: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch (err) {
      void message.error(errorText(err, fallback));
    } finally {
      setBusy(false);
    }
  };

  const requireRole = (): boolean => {
    if (role === 'admin' || role === 'staff') return true;
    void message.error(t('login.roleRequired'));
    return false;
  };

  /** A token: go in. A terminal waiting for approval: show the waiting panel, which polls. */
  const settle = async (outcome: LoginOutcome) => {
    if (outcome) {
      setWaiting({ ticket: outcome.waiting.ticket, pollMs: outcome.waiting.poll_ms, role });
      return;
    }
    await finish(t('login.success'), role);
  };

  const loginWithPassword = (v: PasswordValues) => {
    if (!requireRole()) return;
    void run(async () => {
      await settle(
        await session.login({ username: v.username, password: v.password, role, terminal_code: terminalId }),
      );
    }, t('login.failed'));
  };

  const loginWithSms = (v: SmsValues) => {
    if (!requireRole()) return;
    void run(async () => {
      await settle(await session.login({ phone: v.phone, smsCode: v.smsCode.trim(), role, terminal_code: terminalId }));
    }, t('login.failed'));
  };

  const register = (v: RegisterValues) => {
    void run(async () => {
      const res = await userApi.register(
        { phone: v.phone.trim(), smsCode: v.smsCode.trim(), password: v.password, code: v.code?.trim() || undefined },
        { noGlobalError: true },
      );
      if (res.code !== 0 || !res.data?.token) throw new Error(res.message || t('login.registerFailed'));
      setToken(res.data.token);
      await finish(t('login.registerSuccess'), 'admin');
    }, t('login.registerFailed'));
  };

  const roleChoice = (
    <Form.Item label={t('login.role')} required style={{ marginBottom: 16 }}>
      <Segmented<LoginRole>
        block
        // one tab stop, the chosen role's radio (arrows change it): antd's group box would add a
        // second, invisible stop of its own (issue 34); named after its label, not "segmented control"
        tabIndex={-1}
        name="login-role"
        aria-label={t('login.role')}
        value={role}
        onChange={setRole}
        options={[
          { label: t('login.roleBoss'), value: 'admin' },
          { label: t('login.roleStaff'), value: 'staff' },
        ]}
        data-testid="login-role"
      />
    </Form.Item>
  );

  const passwordTab = (
    <Form<PasswordValues>
      form={passwordForm}
      layout="vertical"
      onFinish={loginWithPassword}
      requiredMark={false}
      name="login-password"
    >
      {roleChoice}
      <Form.Item
        name="username"
        label={t('login.username')}
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[
          { required: true, message: t('login.passwordRequired') },
          {
            validator: (_r, v: string | undefined) =>
              !v || isLoginPassword(v) ? Promise.resolve() : Promise.reject(new Error(t('login.passwordMin'))),
          },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit-password">
        {t('login.submit')}
      </Button>
    </Form>
  );

  // Phone + SMS code with the 60 s resend button: the same two fields for SMS login and register.
  const phoneAndCode = (form: FormInstance, scene: 'login' | 'register') => (
    <>
      <Form.Item name="phone" label={t('login.phone')} rules={phoneRules}>
        <Input prefix={<MobileOutlined />} placeholder={t('login.phone')} maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Form.Item label={t('login.smsCode')} required>
        <Space.Compact block>
          <Form.Item
            name="smsCode"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('login.smsCodeRequired') }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('login.smsCode')}
              maxLength={8}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton form={form} scene={scene} />
        </Space.Compact>
      </Form.Item>
    </>
  );

  const smsTab = (
    <Form<SmsValues> form={smsForm} layout="vertical" onFinish={loginWithSms} requiredMark={false} name="login-sms">
      {roleChoice}
      {phoneAndCode(smsForm, 'login')}
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit-sms">
        {t('login.submit')}
      </Button>
    </Form>
  );

  const registerTab = (
    <Form<RegisterValues>
      form={registerForm}
      layout="vertical"
      onFinish={register}
      requiredMark={false}
      name="register"
      initialValues={{ code: inviteCode }}
    >
      {phoneAndCode(registerForm, 'register')}
      <Form.Item
        name="password"
        label={t('login.registerPassword')}
        rules={[
          { required: true, message: t('login.passwordRequired') },
          {
            validator: (_r, v: string | undefined) =>
              !v || isMemberPassword(v) ? Promise.resolve() : Promise.reject(new Error(t('login.passwordLength'))),
          },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.registerPassword')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('login.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('login.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_r, v: string | undefined) =>
              !v || v === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(say(PASSWORD_MISMATCH_MESSAGE))),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={t('login.confirm')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="code" label={t('login.inviteCode')}>
        <Input prefix={<TagOutlined />} placeholder={t('login.inviteCode')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-submit">
        {t('login.registerSubmit')}
      </Button>
    </Form>
  );

  return (
    <BarePage width={480} extra={<Link to="/operationManual">{t('login.manual')}</Link>}>
      <Card style={{ marginTop: 24 }}>
        <Typography.Title level={1} style={{ textAlign: 'center', marginBottom: 4, fontSize: 24 }}>
          {t('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('login.subtitle')}
        </Typography.Paragraph>
        {waiting ? (
          <WaitingApproval
            ticket={waiting.ticket}
            pollMs={waiting.pollMs}
            terminalId={terminalId}
            onApproved={() => {
              setWaiting(null);
              void finish(t('login.success'), waiting.role);
            }}
            onRefused={(text) => {
              setWaiting(null);
              void message.error(text);
            }}
            onCancel={() => setWaiting(null)}
          />
        ) : (
          <Tabs
            activeKey={tab}
            onChange={(k) => setTab(k as Tab)}
            centered
            items={[
              { key: 'password', label: t('login.tabPassword'), children: passwordTab },
              { key: 'sms', label: t('login.tabSms'), children: smsTab },
              { key: 'register', label: t('login.tabRegister'), children: registerTab },
            ]}
          />
        )}
      </Card>
    </BarePage>
  );
}
