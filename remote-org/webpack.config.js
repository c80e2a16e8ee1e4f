import { createConfig } from '@console/build';

export default createConfig({
  name: 'remote_org',
  dir: import.meta.dirname,
  port: 8105,
  exposes: { './app': './src/app.tsx' },
  title: '成员管理 (remote-org)',
});
