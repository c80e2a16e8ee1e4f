// The platform's app-market catalogue (apps with enterprise_id null). Seeded into every
// database, like the website config, so the market is never empty; enterprises add their own
// APKs on top. Platform apps have no stored file: the provider installs them by package name.
// The rows hold the Chinese name and description (the spec's); `en` is their English, which the
// app market answers with for an English request (modules/app-market/queries.ts, by package name).
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apps } from '../db/schema';

const MB = 1024 * 1024;

/** A square icon with the app's first character, as an inline SVG data URL. */
function letterIcon(text: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="14" fill="${color}"/>` +
    `<text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface PlatformApp {
  name: string;
  packageName: string;
  version: string;
  sizeBytes: number;
  icon: string;
  description: string;
  /** The name and description an English request reads (the row keeps the Chinese ones). */
  en: { name: string; description: string };
}

export const PLATFORM_APPS: readonly PlatformApp[] = [
  {
    name: '微信',
    packageName: 'com.tencent.mm',
    version: '8.0.50',
    sizeBytes: Math.round(265.4 * MB),
    icon: letterIcon('微', '#07c160'),
    description: '即时通讯与社交，支持多开分身登录',
    en: { name: 'WeChat', description: 'Messaging and social networking; sign in with several sub-accounts' },
  },
  {
    name: '抖音',
    packageName: 'com.ss.android.ugc.aweme',
    version: '30.5.0',
    sizeBytes: Math.round(301.2 * MB),
    icon: letterIcon('抖', '#161823'),
    description: '短视频内容创作与直播',
    en: { name: 'Douyin', description: 'Short-video creation and live streaming' },
  },
  {
    name: '小红书',
    packageName: 'com.xingin.xhs',
    version: '8.45.0',
    sizeBytes: Math.round(152.8 * MB),
    icon: letterIcon('红', '#ff2442'),
    description: '生活方式分享与种草社区',
    en: { name: 'Xiaohongshu', description: 'A community for sharing lifestyles and product picks' },
  },
  {
    name: '淘宝',
    packageName: 'com.taobao.taobao',
    version: '10.38.10',
    sizeBytes: Math.round(198.6 * MB),
    icon: letterIcon('淘', '#ff5000'),
    description: '网购与店铺运营',
    en: { name: 'Taobao', description: 'Online shopping and store operations' },
  },
  {
    name: '快手',
    packageName: 'com.smile.gifmaker',
    version: '12.6.20',
    sizeBytes: Math.round(189.3 * MB),
    icon: letterIcon('快', '#ff4906'),
    description: '短视频与直播电商',
    en: { name: 'Kuaishou', description: 'Short videos and live-stream shopping' },
  },
  {
    name: '企业微信',
    packageName: 'com.tencent.wework',
    version: '4.1.28',
    sizeBytes: Math.round(230.1 * MB),
    icon: letterIcon('企', '#1e6fff'),
    description: '企业沟通与客户联系',
    en: { name: 'WeCom', description: 'Business messaging and customer contact' },
  },
];

/** Adds any platform app missing from the catalogue (idempotent: keyed by package name). */
export async function seedPlatformApps(db: Db, now: Date) {
  for (const a of PLATFORM_APPS) {
    const [found] = await db
      .select({ id: apps.id })
      .from(apps)
      .where(and(isNull(apps.enterpriseId), eq(apps.packageName, a.packageName)))
      .limit(1);
    const { en: _en, ...row } = a;
    if (!found) await db.insert(apps).values({ ...row, enterpriseId: null, createdAt: now });
  }
}
