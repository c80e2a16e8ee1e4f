import { createConfig } from '@console/build';

export default createConfig({ name: 'host', dir: import.meta.dirname, port: 8080, title: '云手机企业控制台' });
