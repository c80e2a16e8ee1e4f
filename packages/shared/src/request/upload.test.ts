import { putFile, storageUrl } from './upload';

/** A stand-in XMLHttpRequest that records what the upload sent and answers `status`. */
function fakeXhr(status: number) {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
  class FakeXhr {
    status = 0;
    upload = { onprogress: null as null | ((e: unknown) => void) };
    onload: null | (() => void) = null;
    onerror: null | (() => void) = null;
    open(method: string, url: string) {
      sent.method = method;
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(body: unknown) {
      sent.body = body;
      this.status = status;
      this.onload?.();
    }
  }
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  return sent;
}

const ticket = {
  file_id: 7,
  key: '1/apk/abc/app.apk',
  upload_url: '/oss/simulator/upload/1/apk/abc/app.apk?expires=1&sig=s',
  method: 'PUT' as const,
  headers: { 'Content-Type': 'application/vnd.android.package-archive' },
  expires_at: '2030-01-01T00:00:00.000Z',
};

test('the PUT carries the ticket’s signed headers (the storage refuses another content type)', async () => {
  const sent = fakeXhr(200);
  const file = new Blob(['PK']);
  await putFile(ticket, file);
  expect(sent).toMatchObject({ method: 'PUT', headers: ticket.headers, body: file });
  expect(sent.url).toBe(storageUrl(ticket.upload_url));
});

test('a refused PUT (a used or mismatched ticket) rejects', async () => {
  fakeXhr(409);
  await expect(putFile(ticket, new Blob(['PK']))).rejects.toThrow('HTTP 409');
});
