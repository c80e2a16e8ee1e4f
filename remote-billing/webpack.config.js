import { createConfig } from '@console/build';

export default createConfig({
  name: 'remote_billing',
  dir: import.meta.dirname,
  port: 8106,
  exposes: { './app': './src/app.tsx' },
  title: '订单与费用 (remote-billing)',
});
