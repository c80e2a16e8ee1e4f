// Tasks: one provider call on one phone (a phone_tasks row), as every operation, install and
// upload of the area returns them (docs/api-devices.md "Phone operations"). The shapes are the
// API contract's (@console/contract).
export type { Task, TaskStatus, TasksResult as Tasks } from '@console/contract';
