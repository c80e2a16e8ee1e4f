// Response shapes shared by the phone routes.
import { Type } from 'typebox';
import { TaskSchema } from './tasks';

const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

/** One row of /phone/list (also the recycle bin's rows). */
export const PhoneItem = Type.Object({
  id: Type.Integer(), phone_name: Type.String(), is_domestic_name: Type.String(), spec_name: Type.String(),
  version: Type.String(), group_id: NullableInt, group_name: Type.String(), remark: Type.String(),
  account_id: NullableInt, account_name: Type.String(), network_card_id: NullableInt,
  network_card_name: Type.String(), status: Type.String({ description: "'normal' | 'abnormal'" }),
  expiration_time: Type.String({ description: 'ISO 8601' }), remain_day: Type.Integer(), remain_hour: Type.Integer(),
  is_expired: Type.Integer(), auto_renew: Type.Integer(), created_at: Type.String(),
});

export const PhoneDetail = Type.Object({
  ...PhoneItem.properties,
  region: Type.String({ description: "'cn' | 'hk'" }), platform: Type.String(),
  power_state: Type.String({ description: "'running' | 'stopped' | 'restarting' | 'resetting'" }),
  pod_property: Type.Record(Type.String(), Type.Unknown()), assigned_user_id: NullableInt, assigned_user_name: Type.String(),
  order_no: Type.String(), last_synced_at: Type.Union([Type.String(), Type.Null()]),
});

export const TasksResult = Type.Object({ tasks: Type.Array(TaskSchema) });
