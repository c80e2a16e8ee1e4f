// A device form (add / update) as the row stores it: trimmed, the address checked (spec §5), the
// password sealed. On update an empty password keeps the stored one (like a store's password).
import type { DeviceAddBody } from '@console/contract';
import { IP_DEVICE_MESSAGES as M } from '@console/contract';
import { AppError, Code } from '../../lib/envelope';
import { seal } from '../../lib/secret-box';
import { checkAddress } from './input';

type Fields = Omit<DeviceAddBody, 'kind'>;

export function rowFields(b: Fields, mode: 'add' | 'update') {
  const region = b.region.trim();
  if (!region) throw new AppError(Code.VALIDATION, M.regionRequired);
  const tags = [...new Set((b.tags ?? []).map((t) => t.trim()).filter(Boolean))];
  const password = b.password ?? '';
  return {
    protocol: b.protocol,
    address: checkAddress(b.address),
    port: b.port,
    username: (b.username ?? '').trim(),
    ...(password !== '' ? { passwordEnc: seal(password) } : mode === 'add' ? { passwordEnc: null } : {}),
    mappedIp: (b.mapped_ip ?? '').trim(),
    encryption: (b.encryption ?? '').trim(),
    obfuscation: (b.obfuscation ?? '').trim(),
    obfuscationParam: (b.obfuscation_param ?? '').trim(),
    protocolParam: (b.protocol_param ?? '').trim(),
    region,
    platform: (b.platform ?? '').trim(),
    ipType: b.ip_type ?? 'static',
    isRemote: (b.is_remote ?? 1) === 1,
    tags,
    remark: (b.remark ?? '').trim(),
  };
}
