// The operations sent to cloud phones (docs/api-devices.md "Phone operations"), shared by the
// device list's row menu and the group control screen: what each needs as input and which call
// it makes. Every one answers with per-phone tasks.
import type { Endpoint } from '@console/shared';
import { phoneOps, type Task } from '../api/phoneOps';

export type OperationKey =
  'restart' | 'reset' | 'powerOn' | 'powerOff' | 'reload' | 'execute' | 'resolution' | 'upload';

export interface Operation {
  key: OperationKey;
  /** i18n key in the 'devices' namespace. */
  labelKey: string;
  /** Extra input the operation needs. */
  input?: 'command' | 'resolution' | 'file';
  /** Irreversible for the phone's data: confirmed with a danger warning. */
  danger?: boolean;
  /** The call it makes: offered only to callers the server lets make it. */
  endpoint: Endpoint;
}

export const OPERATIONS: readonly Operation[] = [
  { key: 'restart', labelKey: 'ops.restart', endpoint: 'POST /phone/actionYunPhone' },
  { key: 'reset', labelKey: 'ops.reset', danger: true, endpoint: 'POST /phone/actionYunPhone' },
  { key: 'powerOn', labelKey: 'ops.powerOn', endpoint: 'POST /phone/actionYunPhone' },
  { key: 'powerOff', labelKey: 'ops.powerOff', endpoint: 'POST /phone/actionYunPhone' },
  { key: 'reload', labelKey: 'ops.reload', endpoint: 'POST /phone/reload' },
  { key: 'execute', labelKey: 'ops.execute', input: 'command', endpoint: 'POST /phone/uploadExecuteTask' },
  { key: 'resolution', labelKey: 'ops.resolution', input: 'resolution', endpoint: 'POST /phone/applyPodProperty' },
  { key: 'upload', labelKey: 'ops.upload', input: 'file', endpoint: 'POST /phone/uploadYunPhone' },
];

export const operationOf = (key: OperationKey): Operation => OPERATIONS.find((o) => o.key === key)!;

/** The command of uploadExecuteTask: 1..1000 characters (server rule). */
export const COMMAND_MAX = 1000;

export interface OperationInput {
  command?: string;
  resolution?: string;
  fileId?: number;
}

export async function runOperation(key: OperationKey, phoneIds: number[], input: OperationInput = {}): Promise<Task[]> {
  switch (key) {
    case 'restart':
    case 'reset':
    case 'powerOn':
    case 'powerOff':
      return (await phoneOps.action(phoneIds, key)).tasks;
    case 'reload':
      return (await phoneOps.reload(phoneIds)).tasks;
    case 'execute':
      return (await phoneOps.execute(phoneIds, input.command ?? '')).tasks;
    case 'resolution':
      return (await phoneOps.applyResolution(phoneIds, input.resolution ?? '')).tasks;
    case 'upload':
      return (await phoneOps.uploadFile(phoneIds, input.fileId ?? 0)).tasks;
  }
}
