// Tasks: one provider call on one phone (a phone_tasks row), as every operation, install and
// upload of the area returns them (docs/api-devices.md "Phone operations").
export type TaskStatus = 'pending' | 'running' | 'success' | 'failed';

export interface Task {
  id: number;
  phone_id: number;
  phone_name: string;
  kind: 'action' | 'upload' | 'execute' | 'install' | 'uninstall' | 'property' | 'reload';
  payload: Record<string, unknown>;
  status: TaskStatus;
  result: string;
  created_at: string;
  finished_at: string | null;
}

export interface Tasks {
  tasks: Task[];
}
