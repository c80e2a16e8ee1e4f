// POST /user/recordsRequest — the request layer's behaviour record (spec §3, §7).
import { Type, type Static } from 'typebox';

/** Text, or a JSON object/array the server stores as JSON text; secrets are redacted, 4 KB kept. */
const Textish = Type.Optional(
  Type.Union([Type.String(), Type.Record(Type.String(), Type.Unknown()), Type.Array(Type.Unknown()), Type.Null()], {
    description: 'text (objects are stored as JSON text); secrets are redacted, 4 KB kept',
  }),
);

export const BehaviourRecordBody = Type.Object({
  api_endpoint: Type.Optional(Type.String({ maxLength: 2000 })),
  request_method: Type.Optional(Type.String({ maxLength: 10 })),
  request_ip: Type.Optional(Type.String({ maxLength: 2000 })),
  request_headers: Textish,
  request_body: Textish,
  response_status_code: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 16 })])),
  response_body: Textish,
  execution_time: Type.Optional(Type.Number({ minimum: 0 })),
});
export type BehaviourRecordBody = Static<typeof BehaviourRecordBody>;
