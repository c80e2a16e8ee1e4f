// The views of one list screen (all / will expire / expired …) as tabs made of Links, so the URL
// stays the truth: reload, back/forward and deep links just work.
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ViewTab {
  path: string;
  label: ReactNode;
  /** shown as " (n)" when known; never guessed */
  count?: number;
}

export function ViewTabs({ views, activePath }: { views: ViewTab[]; activePath: string }) {
  return (
    <Tabs
      activeKey={activePath}
      items={views.map((v) => ({
        key: v.path,
        label: (
          <Link to={v.path} style={{ color: 'inherit' }}>
            {v.label}
            {v.count !== undefined ? ` (${v.count})` : ''}
          </Link>
        ),
      }))}
    />
  );
}
