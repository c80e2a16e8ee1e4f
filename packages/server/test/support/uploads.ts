// PUTs bytes to an upload ticket as the browser does: its URL, its signed headers.
import type { TestServer } from './harness';

export interface Ticket {
  upload_url: string;
  headers: Record<string, string>;
}

export const putUpload = (s: TestServer, ticket: Ticket, bytes: Uint8Array, headers: Record<string, string> = {}) =>
  s.fetch(ticket.upload_url, { method: 'PUT', headers: { ...ticket.headers, ...headers }, body: bytes });
