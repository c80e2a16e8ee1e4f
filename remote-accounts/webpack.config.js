import { createConfig } from '@console/build';

export default createConfig({
  name: 'remote_accounts',
  dir: import.meta.dirname,
  port: 8102,
  exposes: { './app': './src/app.tsx' },
  title: '分身管理 (remote-accounts)',
});
