import { createConfig } from '@console/build';

export default createConfig({
  name: 'remote_devices',
  dir: import.meta.dirname,
  port: 8101,
  exposes: { './app': './src/app.tsx' },
  title: '设备管理 (remote-devices)',
});
