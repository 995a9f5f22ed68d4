import type { RecordedRequest } from './recordedRequest';

export interface FakeUploadOptions {
  /** Answers every upload with `{error}` (HTTP 200), as the Dooy server does when uploads are off. */
  uploadError?: string;
  /** When set, uploads without this `x-ptoken` (and no Bearer key) get 423 `token_check`. */
  accessPassword?: string;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let counter = 0;

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
  if (options.accessPassword && !headers.authorization && headers['x-ptoken'] !== options.accessPassword) {
    return json(423, { code: 'token_check', message: 'Error: 无访问权限 | No access rights' });
  }
  if (!body) return json(400, { error: 'Expected one file in the field "file"' });
  if (options.uploadError) return json(200, { error: options.uploadError });
  counter += 1;
  return json(200, { url: `/uploads/${counter}-${encodeURIComponent(body.file.name)}` });
}
