// Platform-wide website settings (top bar download link, WeChat, customer service, free trial).
import type { Db } from '../db/client';
import { configEntries } from '../db/schema';

export const WEBSITE_CONFIG: Record<string, string> = {
  // served by the object-storage simulator; /config/info turns it into an absolute URL
  InstallationApp: '/oss/simulator/windows/CloudPhoneClient-Setup.exe',
  weixingongzhonghao: '/oss/simulator/weixin/qrcode.svg',
  // the console adds the service hours (spec §9) below the contact
  customService1: '客服电话：400-000-0000（演示）｜客服微信：cloudphone_service（演示）',
  freeAdpt: '新用户可免费试用云手机 1 天（演示数据）',
};

export async function seedWebsiteConfig(db: Db) {
  for (const [key, value] of Object.entries(WEBSITE_CONFIG)) {
    await db.insert(configEntries).values({ group: 'website', key, value }).onConflictDoNothing();
  }
}
