// The show/hide toggle of a password field as a 24 px target (WCAG 2.5.8; antd's icon is 14 px).
// antd clones what iconRender returns and puts its click handler on it.
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';

const target = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 24, minHeight: 24 };

export const passwordIcon = (visible: boolean) => (
  <span style={target}>{visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}</span>
);
