// A store form (add / update) as the row stores it: trimmed, the spec §5 sentences for what is
// empty, platform and site from the catalogue, tags from the enterprise's tags, the password
// sealed. On update an empty password keeps the stored one (spec §5).
import { STORE_MESSAGES as M, type StoreAddBody } from '@console/contract';
import { isHttpUrl } from '@console/contract/url';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeTags } from '../../db/schema';
import type { Localized } from '@console/contract/localized';
import { AppError, Code } from '../../lib/envelope';
import { seal } from '../../lib/secret-box';
import { defaultSite, isPlatform, isSiteOf } from './catalogue';

const fail = (message: Localized): never => {
  throw new AppError(Code.VALIDATION, message);
};

export async function rowFields(db: Db, enterpriseId: number, b: StoreAddBody, mode: 'add' | 'update') {
  const name = b.name.trim() || fail(M.nameRequired);
  const account = b.account.trim() || fail(M.accountRequired);
  const platform = b.platform.trim() || fail(M.platformRequired);
  if (!isPlatform(platform)) fail(M.platform);
  const site = (b.site ?? '').trim() || defaultSite(platform);
  if (!isSiteOf(platform, site)) fail(M.site);
  const uaType = b.ua_type;
  let uaOs = '';
  let userAgent = '';
  if (uaType === 'custom') {
    uaOs = b.ua_os || fail(M.uaOs);
    userAgent = (b.user_agent ?? '').trim() || fail(M.uaRequired);
  }
  const tagIds = [...new Set(b.tag_ids ?? [])];
  if (tagIds.length) {
    const found = await db
      .select({ id: storeTags.id })
      .from(storeTags)
      .where(and(eq(storeTags.enterpriseId, enterpriseId), inArray(storeTags.id, tagIds)));
    if (found.length !== tagIds.length) fail(M.tagNotFound);
  }
  const address = (b.address ?? '').trim();
  if (address && !isHttpUrl(address)) fail(M.address); // shown as a link: never javascript: and the like
  const password = b.password ?? '';
  return {
    name,
    account,
    platform,
    site,
    address,
    principalName: (b.principal_name ?? '').trim(),
    remark: (b.remark ?? '').trim(),
    ...(password !== '' ? { passwordEnc: seal(password) } : mode === 'add' ? { passwordEnc: null } : {}),
    cookieMode: b.cookie_mode ?? 'account',
    syncCookie: (b.sync_cookie ?? 1) === 1,
    webgl: (b.webgl ?? 1) === 1,
    uaType,
    uaOs,
    userAgent,
    tagIds,
  };
}
