// What every module plugin receives: the database and the outside-world providers.
import type { Db } from '../db/client';
import type { RateLimitConfig } from '../lib/rate-limit';
import type { Clock } from '../providers/clock';
import type { CloudPhoneProvider } from '../providers/cloud-phone';
import type { IpGeolocationProvider } from '../providers/geolocation';
import type { IpChecker } from '../providers/ip-check';
import type { IpDeviceProvider } from '../providers/ip-device';
import type { ObjectStorage } from '../providers/object-storage';
import type { PaymentGateway } from '../providers/payment';
import type { SmsProvider } from '../providers/sms';

export interface Deps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  payment: PaymentGateway;
  provider: CloudPhoneProvider;
  /** IP devices: allocation of bought IPs (network area). */
  ipDevices: IpDeviceProvider;
  /** The IP check: through a device to the check target. */
  ipCheck: IpChecker;
  /** Where an IP is (network card lists, the IP check's exit IP). */
  geolocation: IpGeolocationProvider;
  storage: ObjectStorage;
  consoleUrl: string;
  /** Public base URL of this API as browsers reach it (no trailing slash). */
  apiPublicUrl: string;
  /** Explicit dev/test mode: developer-only `/dev/*` routes exist. */
  devMode: boolean;
  /** Limits on the public auth routes and on behaviour records. */
  rateLimits: RateLimitConfig;
}
