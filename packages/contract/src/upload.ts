// GET /common/uploadUrl — a pre-signed upload URL (admins and managers).
import { Type, type Static } from 'typebox';

export const UPLOAD_PURPOSES = ['phone_file', 'apk', 'certification'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UploadUrlQuery = Type.Object({
  file_name: Type.String({ description: '1..200 characters' }),
  size: Type.Integer({ description: 'bytes, 1..200 MiB' }),
  purpose: Type.String({ description: "'phone_file' | 'apk' | 'certification' (jpg/png/pdf ≤ 10 MB)" }),
});
export type UploadUrlQuery = Static<typeof UploadUrlQuery>;
export const UploadTicket = Type.Object({
  file_id: Type.Integer(),
  key: Type.String(),
  upload_url: Type.String({ description: 'path-only = relative to the API base' }),
  method: Type.Literal('PUT'),
  headers: Type.Record(Type.String(), Type.String(), {
    description:
      'headers the PUT must send as they are (signed: Content-Type); the URL takes one PUT of exactly `size` bytes',
  }),
  expires_at: Type.String(),
});
export type UploadTicket = Static<typeof UploadTicket>;
