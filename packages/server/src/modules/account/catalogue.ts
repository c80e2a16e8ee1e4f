// What a sub-account environment can be and what a sub-account costs. The server is the only
// authority: the screens read these through GET /account/getPhoneBrands, /account/getCountryDatas,
// /account/siteList and /account/getBatchPaymentList, and orders are priced again from here.
import type { CountryData, PhoneBrand, Site } from '@console/contract';

export const PHONE_BRANDS: PhoneBrand[] = [
  { value: 'xiaomi', label: '小米 Xiaomi', models: ['Xiaomi 12', 'Xiaomi 13', 'Redmi K40'] },
  { value: 'huawei', label: '华为 HUAWEI', models: ['HUAWEI P40', 'HUAWEI Mate 40', 'HUAWEI nova 9'] },
  { value: 'oppo', label: 'OPPO', models: ['OPPO Reno8', 'OPPO Find X5'] },
  { value: 'vivo', label: 'vivo', models: ['vivo X80', 'vivo S15'] },
  { value: 'samsung', label: '三星 Samsung', models: ['Galaxy S22', 'Galaxy A53'] },
  { value: 'google', label: 'Google', models: ['Pixel 6', 'Pixel 7'] },
];

export const COUNTRIES: CountryData[] = [
  { code: 'CN', name: '中国大陆', name_en: 'Mainland China', timezone: 'Asia/Shanghai', language: 'zh-CN' },
  { code: 'HK', name: '中国香港', name_en: 'Hong Kong, China', timezone: 'Asia/Hong_Kong', language: 'zh-HK' },
  { code: 'US', name: '美国', name_en: 'United States', timezone: 'America/New_York', language: 'en-US' },
  { code: 'GB', name: '英国', name_en: 'United Kingdom', timezone: 'Europe/London', language: 'en-GB' },
  { code: 'JP', name: '日本', name_en: 'Japan', timezone: 'Asia/Tokyo', language: 'ja-JP' },
  { code: 'SG', name: '新加坡', name_en: 'Singapore', timezone: 'Asia/Singapore', language: 'en-SG' },
  { code: 'DE', name: '德国', name_en: 'Germany', timezone: 'Europe/Berlin', language: 'de-DE' },
  { code: 'TH', name: '泰国', name_en: 'Thailand', timezone: 'Asia/Bangkok', language: 'th-TH' },
];

/** The platforms a sub-account is made for (stores use the same names). */
export const SITES: Site[] = [
  { value: 'douyin', label: '抖音', label_en: 'Douyin' },
  { value: 'tiktok', label: 'TikTok', label_en: 'TikTok' },
  { value: 'kuaishou', label: '快手', label_en: 'Kuaishou' },
  { value: 'xiaohongshu', label: '小红书', label_en: 'Xiaohongshu' },
  { value: 'taobao', label: '淘宝', label_en: 'Taobao' },
  { value: 'amazon', label: '亚马逊', label_en: 'Amazon' },
  { value: 'shopee', label: 'Shopee', label_en: 'Shopee' },
  { value: 'wechat', label: '微信', label_en: 'WeChat' },
];

/** One sub-account per month / per day, in fen. */
export const ACCOUNT_MONTH_FEN = 2000;
export const ACCOUNT_DAY_FEN = 100;
/** Extra storage, one-off per sub-account for its current period, in fen. */
export const MEMORY_PRICES: { gb: number; fen: number }[] = [
  { gb: 16, fen: 1000 },
  { gb: 32, fen: 1800 },
  { gb: 64, fen: 3200 },
];
/** What one-key install puts into a sub-account. */
export const STANDARD_SOFTWARE = ['com.android.chrome', 'com.google.android.gms', 'com.console.agent'];

export const brandByValue = (v: string) => PHONE_BRANDS.find((b) => b.value === v);
export const countryByCode = (c: string) => COUNTRIES.find((x) => x.code === c);
export const siteByValue = (v: string) => SITES.find((s) => s.value === v);
