// IP geolocation (the "IP-check address" of spec §7 is a provider's). The default is a
// SIMULATOR: it answers from the address itself, deterministically, with the regions the
// network cards are sold in; private and reserved addresses have no location, like a real
// service. A real adapter implements the same interface.
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Lang } from '../lib/lang';

export interface IpLocation {
  country: string;
  region: string;
  city: string;
  isp: string;
}

export interface IpGeolocationProvider {
  readonly name: string;
  readonly simulator: boolean;
  /** null when the address has no public location; names in `lang` (real services take a language too). */
  locate(ip: string, lang?: Lang): Promise<IpLocation | null>;
}

type Place = [country: string, region: string, city: string];
const PLACES: Record<Lang, Place[]> = {
  zh: [
    ['中国', '上海', '上海'],
    ['中国', '北京', '北京'],
    ['中国', '广东', '深圳'],
    ['中国', '广东', '广州'],
    ['中国', '浙江', '杭州'],
    ['中国', '四川', '成都'],
    ['中国', '香港', '香港'],
  ],
  en: [
    ['China', 'Shanghai', 'Shanghai'],
    ['China', 'Beijing', 'Beijing'],
    ['China', 'Guangdong', 'Shenzhen'],
    ['China', 'Guangdong', 'Guangzhou'],
    ['China', 'Zhejiang', 'Hangzhou'],
    ['China', 'Sichuan', 'Chengdu'],
    ['China', 'Hong Kong', 'Hong Kong'],
  ],
};
const ISPS: Record<Lang, string[]> = {
  zh: ['中国电信', '中国联通', '中国移动', '阿里云', '腾讯云'],
  en: ['China Telecom', 'China Unicom', 'China Mobile', 'Alibaba Cloud', 'Tencent Cloud'],
};

const PRIVATE_V4 = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^0\./];

export class IpGeolocationSimulator implements IpGeolocationProvider {
  readonly name = 'ip-geolocation-simulator';
  readonly simulator = true;

  async locate(ip: string, lang: Lang = 'zh'): Promise<IpLocation | null> {
    const kind = isIP(ip);
    if (!kind) return null;
    if (kind === 4 && PRIVATE_V4.some((r) => r.test(ip))) return null;
    if (kind === 6 && /^(::1|fe80:|fc|fd)/i.test(ip)) return null;
    const n = createHash('sha1').update(ip).digest().readUInt32BE(0);
    const places = PLACES[lang];
    const [country, region, city] = places[n % places.length];
    return { country, region, city, isp: ISPS[lang][Math.floor(n / places.length) % ISPS[lang].length] };
  }
}
