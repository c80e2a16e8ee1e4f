import { createConfig } from '@console/build';

export default createConfig({
  name: 'remote_network',
  dir: import.meta.dirname,
  port: 8103,
  exposes: { './app': './src/app.tsx' },
  title: '网卡管理 (remote-network)',
});
