import { createConfig } from '@console/build';

export default createConfig({
  name: 'remote_stores',
  dir: import.meta.dirname,
  port: 8104,
  exposes: { './app': './src/app.tsx' },
  title: '店铺管理 (remote-stores)',
});
