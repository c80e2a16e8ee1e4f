// Uploads through the object-storage interface (docs/api-devices.md "Uploads"): ask the server
// for a one-time signed URL bound to the file's size and type, then PUT exactly those bytes
// straight to storage with the ticket's signed headers (no P-Token: the URL is signed).
import type { UploadPurpose, UploadTicket } from '@console/contract';
import { resolveBaseURL } from './env';
import { get } from './http';

/** A path-only storage URL (the storage simulator's uploads and files) is relative to the API base; a bucket's is absolute. */
export function storageUrl(url: string, base = resolveBaseURL()): string {
  return /^https?:\/\//i.test(url) ? url : `${base}${url}`;
}

/** GET /common/uploadUrl for a file about to be uploaded. */
export async function uploadTicket(
  file: { name: string; size: number },
  purpose: UploadPurpose,
): Promise<UploadTicket> {
  return (await get<UploadTicket>('/common/uploadUrl', { file_name: file.name, size: file.size, purpose })).data;
}

/**
 * PUTs the bytes to the ticket's URL with its signed headers, reporting progress 0..100.
 * XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function putFile(
  ticket: UploadTicket,
  file: Blob,
  onProgress: (percent: number) => void = () => {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, storageUrl(ticket.upload_url));
    for (const [name, value] of Object.entries(ticket.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.floor((e.loaded / e.total) * 100));
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`upload failed: HTTP ${xhr.status}`));
    xhr.onerror = () => reject(new Error('upload failed: network error'));
    xhr.send(file);
  });
}
