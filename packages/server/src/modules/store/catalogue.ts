// The platforms a store can be on and each platform's sites (GET /store/platforms): the form offers
// these and the server accepts only these (a store's platform is the name, its site the code).
// A platform with a Chinese name has an English one too, which English screens and exports show;
// the stored and accepted value stays the (Chinese) name.
import type { PlatformOption, SiteOption } from '@console/contract';
import type { Localized } from '../../lib/lang';

const SITE: Record<string, [zh: string, en: string]> = {
  CN: ['中国', 'China'],
  US: ['美国', 'United States'],
  UK: ['英国', 'United Kingdom'],
  DE: ['德国', 'Germany'],
  FR: ['法国', 'France'],
  IT: ['意大利', 'Italy'],
  ES: ['西班牙', 'Spain'],
  NL: ['荷兰', 'Netherlands'],
  PL: ['波兰', 'Poland'],
  SE: ['瑞典', 'Sweden'],
  TR: ['土耳其', 'Türkiye'],
  JP: ['日本', 'Japan'],
  CA: ['加拿大', 'Canada'],
  MX: ['墨西哥', 'Mexico'],
  BR: ['巴西', 'Brazil'],
  AU: ['澳大利亚', 'Australia'],
  IN: ['印度', 'India'],
  AE: ['阿联酋', 'United Arab Emirates'],
  SA: ['沙特阿拉伯', 'Saudi Arabia'],
  SG: ['新加坡', 'Singapore'],
  MY: ['马来西亚', 'Malaysia'],
  TH: ['泰国', 'Thailand'],
  PH: ['菲律宾', 'Philippines'],
  VN: ['越南', 'Vietnam'],
  ID: ['印度尼西亚', 'Indonesia'],
  TW: ['中国台湾', 'Taiwan (China)'],
  CO: ['哥伦比亚', 'Colombia'],
  CL: ['智利', 'Chile'],
  KR: ['韩国', 'South Korea'],
  GLOBAL: ['全球', 'Global'],
};

/** [name, sites] when the name reads the same in English, [name, sites, English name] otherwise. */
const PLATFORMS: [name: string, sites: string[], en?: string][] = [
  [
    'Amazon',
    ['US', 'CA', 'MX', 'BR', 'UK', 'DE', 'FR', 'IT', 'ES', 'NL', 'PL', 'SE', 'TR', 'JP', 'AU', 'IN', 'AE', 'SA', 'SG'],
  ],
  ['Shopee', ['SG', 'MY', 'TH', 'PH', 'VN', 'ID', 'TW', 'BR', 'MX', 'CO', 'CL']],
  ['TikTok Shop', ['US', 'UK', 'ID', 'MY', 'TH', 'PH', 'VN', 'SG', 'JP', 'DE', 'FR', 'IT', 'ES', 'MX', 'BR']],
  ['Lazada', ['MY', 'SG', 'TH', 'PH', 'VN', 'ID']],
  ['eBay', ['US', 'UK', 'DE', 'FR', 'IT', 'ES', 'AU', 'CA']],
  ['Walmart', ['US', 'CA', 'MX']],
  ['Temu', ['US', 'UK', 'DE', 'FR', 'IT', 'ES', 'JP', 'AU', 'CA', 'MX', 'KR']],
  ['AliExpress', ['GLOBAL']],
  ['Shopify', ['GLOBAL']],
  ['Etsy', ['GLOBAL']],
  ['Mercado Libre', ['MX', 'BR', 'CO', 'CL']],
  ['抖音', ['CN'], 'Douyin'],
  ['拼多多', ['CN'], 'Pinduoduo'],
  ['淘宝', ['CN'], 'Taobao'],
  ['天猫', ['CN'], 'Tmall'],
  ['京东', ['CN'], 'JD.com'],
];

const site = (code: string): SiteOption => ({ code, zh: SITE[code][0], en: SITE[code][1] });

export const STORE_PLATFORMS: PlatformOption[] = PLATFORMS.map(([name, sites, en]) => ({
  name,
  name_en: en ?? name,
  sites: sites.map(site),
}));

const BY_NAME = new Map(STORE_PLATFORMS.map((p) => [p.name, p]));

export const isPlatform = (name: string) => BY_NAME.has(name);

/** A stored platform in both languages; a name the catalogue does not know (any more) reads as stored. */
export function platformName(name: string): Localized {
  const p = BY_NAME.get(name);
  return { zh: name, en: p?.name_en ?? name };
}

/** A site is right when the platform lists it; '' (no site) only for single-site platforms' callers that omit it. */
export function isSiteOf(platform: string, code: string): boolean {
  const p = BY_NAME.get(platform);
  return !!p && p.sites.some((s) => s.code === code);
}

/** The site a store of a single-site platform gets when none is given. */
export function defaultSite(platform: string): string {
  const p = BY_NAME.get(platform);
  return p && p.sites.length === 1 ? p.sites[0].code : '';
}
