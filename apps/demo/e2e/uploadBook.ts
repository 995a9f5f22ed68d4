import { randomUUID } from 'node:crypto';
import { uploadForm } from '../../server/src/testing/fixtures';
import { createClient, signUp } from '../../server/src/testing/http';
import type { BookVisibility } from '../../server/src/contracts';
import { uniqueName } from './authFlow';

export interface BookFile {
  name: string;
  data: Buffer;
  type: string;
  /** The file's path inside the book's folder. @default name */
  path?: string;
}

/** Who uploads: an owner's token, or a user name to sign up (password `secret-pass`); by default a new user. */
export type Uploader = ({ token: string } | { userName?: string | undefined }) & {
  /**
   * Who may open the book. The reader tests open books as a guest, as anyone the owner gave the
   * link to would; visibility.e2e.ts covers private ones. @default 'link'
   */
  visibility?: BookVisibility;
};

/**
 * Uploads `files` as one book through the API (`file_index` 0…n-1 in order, one `book_id`) and
 * returns its id; any status but 200/201 throws with the server's answer.
 */
export async function uploadBook(baseUrl: string, files: BookFile[], title: string, uploader: Uploader = {}): Promise<string> {
  const call = createClient(baseUrl);
  const token = 'token' in uploader ? uploader.token : (await signUp(call, uploader.userName ?? uniqueName('owner'))).access_token;
  const bookId = randomUUID();
  for (const [i, file] of files.entries()) {
    const fields = {
      title,
      book_id: bookId,
      file_index: i,
      total_files: files.length,
      file_path: file.path ?? file.name,
      order: i,
      visibility: uploader.visibility ?? 'link',
    };
    const res = await call('POST', '/api/books/upload', { token, body: uploadForm({ file, fields }) });
    if (res.status !== 200 && res.status !== 201) throw new Error(`upload ${file.name}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return bookId;
}
