// An app's icon (a data URL from the server), or its first letter when it has none.
import { Avatar } from 'antd';
import type { MarketApp } from './api';

export function AppIcon({ app }: { app: Pick<MarketApp, 'icon' | 'name'> }) {
  // only data URLs: an icon must never make the browser fetch from elsewhere
  const src = app.icon.startsWith('data:image/') ? app.icon : undefined;
  return (
    <Avatar shape="square" size={40} src={src} alt={app.name}>
      {app.name.slice(0, 1)}
    </Avatar>
  );
}
