// One card of the dashboard: its title is an h2 under the page's h1 (heading order).
import { Card } from 'antd';
import type { ReactNode } from 'react';

export function DashboardCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `dashboard-${id}`;
  return (
    <Card
      data-testid={headingId}
      aria-labelledby={headingId}
      role="region"
      style={{ height: '100%' }}
      title={
        <h2 id={headingId} style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>
          {title}
        </h2>
      }
    >
      {children}
    </Card>
  );
}
