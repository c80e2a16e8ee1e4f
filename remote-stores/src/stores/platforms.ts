// A store's platform as the screen shows it. The server stores and accepts the platform's name
// (Chinese for the Chinese platforms); GET /store/platforms gives each its English name too, which
// an English screen shows wherever a platform appears (form select, list column, filter).
import type { PlatformOption } from '../api/stores';

/** The name of `name` in the current language; a name the catalogue does not know reads as stored. */
export function platformLabel(name: string, platforms: readonly PlatformOption[] | undefined, en: boolean): string {
  if (!en) return name;
  return platforms?.find((p) => p.name === name)?.name_en ?? name;
}

/** Select options: the value is what the server accepts, the label what the screen shows. */
export function platformOptions(platforms: readonly PlatformOption[] | undefined, en: boolean) {
  return (platforms ?? []).map((p) => ({ value: p.name, label: en ? p.name_en : p.name }));
}

/** A typed search finds a platform by either of its names, whatever the screen's language. */
export function platformMatches(input: string, option: { value?: unknown; label?: unknown } | undefined): boolean {
  const k = input.trim().toLowerCase();
  if (!k) return true;
  return [option?.value, option?.label].some((v) => typeof v === 'string' && v.toLowerCase().includes(k));
}
