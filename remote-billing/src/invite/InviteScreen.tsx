// The frame of the five invite-reward screens (spec: Invite reward, Channel management, My team,
// My income, Invitation gifts): the screen's h1 and links between them, each its own URL. The
// server refuses enterprises outside the program (40003): the screen says so instead of an error.
import { RequestError } from '@console/shared';
import { PageTitle, ViewTabs } from '@console/ui';
import { Alert, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_NS } from '../i18n';

export const INVITE_SCREENS = [
  { path: '/inviteReward/all', key: 'overview' },
  { path: '/inviteReward/channel', key: 'channel' },
  { path: '/inviteReward/team', key: 'team' },
  { path: '/inviteReward/income', key: 'income' },
  { path: '/inviteReward/gifts', key: 'gifts' },
] as const;
export type InviteScreenKey = (typeof INVITE_SCREENS)[number]['key'];

const refused = (e: unknown): e is RequestError => e instanceof RequestError && e.code === 40003;

export function InviteScreen({
  screen,
  error,
  children,
}: {
  screen: InviteScreenKey;
  /** The screen's main query failed: refused (not in the program) or not loaded. */
  error?: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation(BILLING_NS);
  const path = INVITE_SCREENS.find((s) => s.key === screen)!.path;
  return (
    <>
      <PageTitle>{t(`invite.screens.${screen}`)}</PageTitle>
      <ViewTabs
        label={t('invite.nav')}
        activePath={path}
        views={INVITE_SCREENS.map((s) => ({ path: s.path, label: t(`invite.screens.${s.key}`) }))}
      />
      {error ? (
        refused(error) ? (
          <Result status="403" title={t('invite.refused')} subTitle={error.message} data-testid="invite-refused" />
        ) : (
          <Alert type="error" showIcon title={t('invite.loadFailed')} />
        )
      ) : (
        children
      )}
    </>
  );
}
