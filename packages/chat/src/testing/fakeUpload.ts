import type { RecordedRequest } from './recordedRequest';

export interface FakeUploadOptions {
  /** Answers every upload with `{error}` (HTTP 200), as the Dooy server does when uploads are off. */
  uploadError?: string;
  /** When set, uploads without this `x-ptoken` get 423 `token_check` (unless `accountToken` signs them in). */
  accessPassword?: string;
  /**
   * As our server: uploads need a signed-in user (`Authorization: Bearer <accountToken>`) or, when
   * `accessPassword` is set, the password; anything else gets 401 `ATTACHMENT_NEEDS_ACCOUNT`.
   */
  accountToken?: string;
  /** As our server's ATTACHMENT_QUOTA_BYTES: a file that would take the stored bytes past it gets 413 `ATTACHMENT_QUOTA_EXCEEDED`. */
  quotaBytes?: number;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let counter = 0;
/** Bytes stored so far, per fake (its options object). */
const stored = new WeakMap<FakeUploadOptions, number>();

/**
 * The upload service of reference §2.6: `POST …/v1/upload` with a multipart `file` answers
 * `{url}` (a path, as the own server does) or `{error}`. Recorded with the file's name, type and
 * size as the body. Null for any other request.
 */
export async function fakeUpload(request: Request, requests: RecordedRequest[], options: FakeUploadOptions): Promise<Response | null> {
  const url = new URL(request.url, 'http://fake.local');
  if (request.method !== 'POST' || !url.pathname.endsWith('/v1/upload')) return null;
  const headers = Object.fromEntries(request.headers.entries());
  let file: FormDataEntryValue | null = null;
  try {
    file = (await request.formData()).get('file');
  } catch {
    file = null;
  }
  const body = file !== null && typeof file !== 'string' ? { file: { name: file.name, type: file.type, size: file.size } } : null;
  requests.push({ method: request.method, path: url.pathname, headers, body });
  const signedIn = options.accountToken !== undefined && headers.authorization === `Bearer ${options.accountToken}`;
  if (!signedIn && options.accessPassword && headers['x-ptoken'] !== options.accessPassword) {
    if (options.accountToken !== undefined && !headers['x-ptoken']) return json(401, { code: 'ATTACHMENT_NEEDS_ACCOUNT', msg: 'Sign in to attach files' });
    return json(423, { code: 'token_check', message: 'Error: 无访问权限 | No access rights' });
  }
  if (!signedIn && options.accountToken !== undefined && !options.accessPassword) return json(401, { code: 'ATTACHMENT_NEEDS_ACCOUNT', msg: 'Sign in to attach files' });
  if (!body) return json(400, { error: 'Expected one file in the field "file"' });
  if (options.uploadError) return json(200, { error: options.uploadError });
  const used = stored.get(options) ?? 0;
  if (options.quotaBytes !== undefined && used + body.file.size > options.quotaBytes) {
    return json(413, { code: 'ATTACHMENT_QUOTA_EXCEEDED', msg: 'Attachment quota exceeded', details: { quota_bytes: options.quotaBytes, used_bytes: used } });
  }
  stored.set(options, used + body.file.size);
  counter += 1;
  return json(200, { url: `/uploads/${counter}-${encodeURIComponent(body.file.name)}` });
}
