// POST /config/info — platform settings of a group (website: InstallationApp, customService1, …).
import { Type, type Static } from 'typebox';

export const ConfigInfoBody = Type.Object({
  group: Type.String({ minLength: 1, maxLength: 30 }),
  keys: Type.Optional(
    Type.Array(Type.String({ maxLength: 60 }), { maxItems: 100, description: 'empty/absent = all keys of the group' }),
  ),
});
export type ConfigInfoBody = Static<typeof ConfigInfoBody>;
export const ConfigValues = Type.Record(Type.String(), Type.String());
export type ConfigValues = Static<typeof ConfigValues>;
