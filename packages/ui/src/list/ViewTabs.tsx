// The views of one list screen (all / will expire / expired …) as a row of links, so the URL
// stays the truth: reload, back/forward, open-in-new-tab and deep links just work. They are
// links in a nav (Tab moves between them, Enter follows one, aria-current marks the view shown),
// not role=tab: a link inside a tab is nested-interactive and traps the keyboard.
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useListText } from './i18n';

export interface ViewTab {
  path: string;
  label: ReactNode;
  /** shown as " (n)" when known; never guessed */
  count?: number;
}

export interface ViewTabsProps {
  views: ViewTab[];
  activePath: string;
  /** Accessible name of the nav (default: "Views" / "视图"). */
  label?: string;
}

export function ViewTabs({ views, activePath, label }: ViewTabsProps) {
  const t = useListText();
  const { token } = theme.useToken();
  return (
    <nav aria-label={label ?? t('views')} className="console-view-tabs" data-testid="view-tabs">
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: `0 ${token.marginLG}px`,
          margin: `0 0 ${token.marginSM}px`,
          padding: 0,
          listStyle: 'none',
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {views.map((v) => {
          const active = v.path === activePath;
          return (
            <li key={v.path} style={{ margin: 0 }}>
              <Link
                to={v.path}
                aria-current={active ? 'page' : undefined}
                style={{
                  display: 'inline-block',
                  // 40 px tall: a roomy target that leaves the list in the upper half of a 900 px screen
                  padding: `${token.paddingXS}px 0`,
                  marginBottom: -1,
                  // the deeper primary: readable on the grey layout background too
                  color: active ? token.colorPrimaryTextActive : token.colorText,
                  fontWeight: active ? token.fontWeightStrong : undefined,
                  borderBottom: `2px solid ${active ? token.colorPrimary : 'transparent'}`,
                  whiteSpace: 'nowrap',
                }}
              >
                {v.label}
                {v.count !== undefined ? ` (${v.count})` : ''}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
