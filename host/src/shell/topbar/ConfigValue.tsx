// A website config value: an image address renders as the picture (e.g. a QR code), other text as is.
import { isExternal } from '@console/shared';

const IMAGE_RE = /\.(png|jpe?g|gif|webp|svg)(\?.*)?$/i;

export function ConfigValue({ value, alt }: { value?: string; alt: string }) {
  if (!value) return null;
  if (isExternal(value) && IMAGE_RE.test(value)) return <img src={value} alt={alt} style={{ maxWidth: 240 }} />;
  return <div style={{ whiteSpace: 'pre-wrap', maxWidth: 320 }}>{value}</div>;
}
