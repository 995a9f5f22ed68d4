import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createUser, loginResponse } from '../domain/authService';
import { PNG_1X1, uploadForm } from '../testing/fixtures';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

// Issue 18, item 3: "delete my account", my books deleted or handed to an administrator.

let server: TestServer;
let call: ApiClient;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  call = createClient(server.url);
  admin = (await signUp(call, 'admin')).access_token; // the first account is an administrator
}, 60_000);
afterAll(() => server.close());

const remove = (token: string, json: object) => call('DELETE', '/api/account', { token, json });
const me = (token: string) => call('GET', '/api/wx/user/info', { token });
const LOCALES = path.join(import.meta.dirname, '../../../../packages/core/src/locales');
/** The code's text in every language core ships (a user reads that, never `msg`). */
const translated = (code: string) =>
  readdirSync(LOCALES).every((locale) => {
    const messages = JSON.parse(readFileSync(path.join(LOCALES, locale, 'core.json'), 'utf8')) as { errors: { codes: Record<string, string> } };
    return Boolean(messages.errors.codes[code]);
  });

async function upload(token: string, title: string, visibility: 'private' | 'public' = 'private'): Promise<{ id: string; fileUrl: string }> {
  const res = await call('POST', '/api/books/upload', {
    token,
    body: uploadForm({
      file: { name: `${title}.txt`, data: Buffer.from(`The text of ${title}.`) },
      cover: { name: 'c.png', data: PNG_1X1 },
      fields: { title, file_index: 0, total_files: 1, visibility },
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.book.id as string, fileUrl: `/api/books/${res.body.book.id as string}/files/0` };
}

const readTo = (token: string, bookId: string, locator: string) =>
  call('POST', `/api/reading/progress/${bookId}`, {
    token,
    json: { format: 'txt', file_index: 0, locator, percentage: 0.5, client_updated_at: new Date().toISOString(), device_id: 'd1' },
  });

async function tusUpload(token: string): Promise<string> {
  const res = await call('POST', '/api/uploads', { token, headers: { 'tus-resumable': '1.0.0', 'upload-length': '100' } });
  expect(res.status).toBe(201);
  return res.headers.get('location')!;
}

async function attachment(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG_1X1)]), 'photo.png');
  const res = await fetch(`${server.url}/openapi/v1/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

const bookDir = (id: string) => path.join(server.dataDir, 'files', 'books', id);

describe('DELETE /api/account, books: delete', () => {
  it('deletes the account, its books with their bytes, and all its own data; others keep theirs', async () => {
    const dana = await signUp(call, 'dana', 'dana-secret');
    const eve = await signUp(call, 'eve', 'eve-secret');
    const privateBook = await upload(dana.access_token, 'Dana private');
    const publicBook = await upload(dana.access_token, 'Dana public', 'public');
    const eveBook = await upload(eve.access_token, 'Eve book');
    expect((await readTo(dana.access_token, privateBook.id, '1:0')).status).toBe(200);
    expect((await readTo(dana.access_token, eveBook.id, '1:0')).status).toBe(403); // private to Eve: no progress there
    expect((await readTo(eve.access_token, publicBook.id, '2:0')).status).toBe(200);
    expect((await readTo(eve.access_token, eveBook.id, '3:0')).status).toBe(200);
    const task = await call('POST', '/api/books/batch-upload', { token: dana.access_token, json: { task_name: 'Dana task', root_path: 'D', total_files: 1 } });
    expect(task.status).toBe(201);
    const tus = await tusUpload(dana.access_token);
    const eveTus = await tusUpload(eve.access_token);
    const picture = await attachment(dana.access_token);
    const evePicture = await attachment(eve.access_token);
    expect(existsSync(bookDir(privateBook.id))).toBe(true);

    const res = await remove(dana.access_token, { password: 'dana-secret', books: 'delete' });
    expect(res.status, JSON.stringify(res.body)).toBe(204);

    // The books are gone for everyone, their addresses included, and their bytes from the disk.
    for (const book of [privateBook, publicBook]) {
      expect((await call('GET', book.fileUrl, { token: admin })).status).toBe(404);
      expect((await call('GET', `/api/books/${book.id}/cover`, { token: admin })).status).toBe(404);
      expect((await call('GET', `/api/books/${book.id}`, { token: admin })).status).toBe(404);
      expect(existsSync(bookDir(book.id))).toBe(false);
    }
    // Every token stopped at once; the password opens nothing.
    expect((await me(dana.access_token)).status).toBe(401);
    expect((await call('POST', '/api/refresh', { json: { refresh_token: dana.refresh_token } })).status).toBe(401);
    expect((await call('POST', '/api/login', { json: { user_name: 'dana', password: 'dana-secret' } })).status).toBe(401);
    // Tasks, unfinished uploads and chat attachments went with the account.
    expect((await call('GET', `/api/upload-tasks/${task.body.task_id as string}`, { token: admin })).status).toBe(404);
    expect((await call('HEAD', tus, { token: admin, headers: { 'tus-resumable': '1.0.0' } })).status).toBe(404);
    expect((await fetch(`${server.url}${picture}`)).status).toBe(404);
    expect(await readdir(path.join(server.dataDir, 'attachments'))).toEqual([path.basename(evePicture)]);

    // Eve keeps her book, her progress in it, her upload and her attachment; her progress in Dana's book went with it.
    expect((await call('GET', eveBook.fileUrl, { token: eve.access_token })).status).toBe(200);
    expect((await call('GET', `/api/reading/history/${eveBook.id}`, { token: eve.access_token })).body.locator).toBe('3:0');
    const history = await call('GET', '/api/reading/history', { token: eve.access_token });
    expect(history.body.items.map((item: { book: { id: string } }) => item.book.id)).toEqual([eveBook.id]);
    expect((await call('HEAD', eveTus, { token: eve.access_token, headers: { 'tus-resumable': '1.0.0' } })).status).toBe(200);
    expect((await fetch(`${server.url}${evePicture}`)).status).toBe(200);

    // The name is free again, and the new account starts empty.
    const again = await signUp(call, 'dana', 'new-secret');
    expect(again.user.id).not.toBe(dana.user.id);
    expect((await call('GET', '/api/books', { token: again.access_token })).body.total).toBe(0);
  });
});

describe('DELETE /api/account, books: hand_over', () => {
  it('hands the books to the senior administrator, visibility kept; the account goes', async () => {
    // `boss` is younger than `admin` but of a higher level: the books go to the highest level first.
    const boss = await signUp(call, 'boss');
    expect((await call('PUT', `/api/admin/users/${boss.user.id}`, { token: admin, json: { admin_level: 2 } })).status).toBe(200);
    const fay = await signUp(call, 'fay', 'fay-secret');
    const stranger = await signUp(call, 'gil');
    const book = await upload(fay.access_token, 'Fay private');
    const shared = await upload(fay.access_token, 'Fay public', 'public');

    const res = await remove(fay.access_token, { password: 'fay-secret', books: 'hand_over' });
    expect(res.status, JSON.stringify(res.body)).toBe(204);

    for (const token of [boss.access_token, admin]) expect((await call('GET', book.fileUrl, { token })).status).toBe(200);
    const details = await call('GET', `/api/books/${book.id}`, { token: boss.access_token });
    expect([details.body.owner_id, details.body.visibility]).toEqual([boss.user.id, 'private']);
    expect((await call('GET', `/api/books/${shared.id}`, { token: boss.access_token })).body).toMatchObject({ owner_id: boss.user.id, visibility: 'public' });
    // Still private: a stranger is refused, a guest still finds the public one.
    expect((await call('GET', book.fileUrl, { token: stranger.access_token })).body.code).toBe('BOOK_PRIVATE');
    expect((await call('GET', shared.fileUrl, { token: stranger.access_token })).status).toBe(200);
    // Listed among the new owner's books.
    const mine = await call('GET', '/api/books?q=Fay', { token: boss.access_token });
    expect(mine.body.items.map((b: { id: string }) => b.id).sort()).toEqual([book.id, shared.id].sort());
    expect(existsSync(bookDir(book.id))).toBe(true);

    expect((await me(fay.access_token)).status).toBe(401);
    expect((await call('POST', '/api/refresh', { json: { refresh_token: fay.refresh_token } })).status).toBe(401);
    expect((await call('POST', '/api/register', { json: { name: 'fay', user_name: 'fay', password: 'another' } })).status).toBe(201);
    // Back to one administrator level for the tests below.
    expect((await call('PUT', `/api/admin/users/${boss.user.id}`, { token: admin, json: { admin_level: 1 } })).status).toBe(200);
  });
});

describe('DELETE /api/account refusals', () => {
  it('refuses a wrong password with a translated WRONG_PASSWORD and deletes nothing', async () => {
    const hal = await signUp(call, 'hal', 'hal-secret');
    const book = await upload(hal.access_token, 'Hal book');
    for (const json of [{ password: 'wrong-one', books: 'delete' }, { books: 'delete' }, { confirm_user_name: 'hal', books: 'delete' }]) {
      const res = await remove(hal.access_token, json);
      expect([res.status, res.body.code], JSON.stringify(json)).toEqual([403, 'WRONG_PASSWORD']);
    }
    expect(translated('WRONG_PASSWORD')).toBe(true);
    expect((await me(hal.access_token)).status).toBe(200);
    expect((await call('GET', book.fileUrl, { token: hal.access_token })).status).toBe(200);
    expect(existsSync(bookDir(book.id))).toBe(true);
  });

  it.each([
    [{ password: 'x' }, 'books'],
    [{ password: 'x', books: 'give_away' }, 'books'],
    [{ password: 7, books: 'delete' }, 'password'],
    [{ password: 'x'.repeat(129), books: 'delete' }, 'password'],
  ])('rejects %j with VALIDATION_FAILED naming the field', async (json, field) => {
    const ivy = await signUp(call, `ivy${field.length}${JSON.stringify(json).length}`);
    const res = await remove(ivy.access_token, json);
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect((await me(ivy.access_token)).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const res = await call('DELETE', '/api/account', { json: { password: 'x', books: 'delete' } });
    expect([res.status, res.body.code]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('counts wrong passwords against the login budget of that name', async () => {
    const limited = await startTestServer({ config: { authRateLimitPerMinute: 3 } });
    try {
      const limitedCall = createClient(limited.url);
      await signUp(limitedCall, 'root');
      const jo = await signUp(limitedCall, 'joy', 'right-one');
      const attempt = (password: string) => limitedCall('DELETE', '/api/account', { token: jo.access_token, json: { password, books: 'delete' } });
      for (let i = 0; i < 3; i += 1) expect((await attempt('guess-guess')).body.code).toBe('WRONG_PASSWORD');
      const blocked = await attempt('right-one');
      expect([blocked.status, blocked.body.code]).toEqual([429, 'RATE_LIMITED']);
      expect((await limitedCall('POST', '/api/login', { json: { user_name: 'joy', password: 'right-one' } })).status).toBe(429);
      expect((await limitedCall('GET', '/api/wx/user/info', { token: jo.access_token })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('administrators', () => {
  it('refuses the last administrator with LAST_ADMIN, and lets one go when another remains', async () => {
    const solo = await startTestServer();
    try {
      const soloCall = createClient(solo.url);
      const root = await signUp(soloCall, 'root', 'root-secret');
      const refused = await soloCall('DELETE', '/api/account', { token: root.access_token, json: { password: 'root-secret', books: 'delete' } });
      expect([refused.status, refused.body.code]).toEqual([409, 'LAST_ADMIN']);
      expect(translated('LAST_ADMIN')).toBe(true);
      expect((await soloCall('GET', '/api/wx/user/info', { token: root.access_token })).status).toBe(200);

      const deputy = await signUp(soloCall, 'deputy', 'deputy-secret');
      await soloCall('PUT', `/api/admin/users/${deputy.user.id}`, { token: root.access_token, json: { admin_level: 1 } });
      const book = await soloCall('POST', '/api/books/upload', {
        token: root.access_token,
        body: uploadForm({ file: { name: 'r.txt', data: Buffer.from('root text') }, fields: { title: 'Root book', file_index: 0, total_files: 1 } }),
      });
      const gone = await soloCall('DELETE', '/api/account', { token: root.access_token, json: { password: 'root-secret', books: 'hand_over' } });
      expect(gone.status).toBe(204);
      expect((await soloCall('GET', `/api/books/${book.body.book.id as string}`, { token: deputy.access_token })).body.owner_id).toBe(deputy.user.id);
      // Now deputy is the last one.
      const last = await soloCall('DELETE', '/api/account', { token: deputy.access_token, json: { password: 'deputy-secret', books: 'delete' } });
      expect(last.body.code).toBe('LAST_ADMIN');
    } finally {
      await solo.close();
    }
  });

  it('lets only one of two administrators deleting themselves at once go: one always remains', async () => {
    // A race: without the row locks, PostgreSQL lets both go about half the time, so it is run a few
    // rounds, each between the survivor of the last one and a newly promoted administrator.
    const pair = await startTestServer();
    try {
      const pairCall = createClient(pair.url);
      let survivor = { ...(await signUp(pairCall, 'root0', 'secret-0')), password: 'secret-0' };
      for (let round = 1; round <= 4; round += 1) {
        const password = `secret-${round}`;
        const deputy = { ...(await signUp(pairCall, `deputy${round}`, password)), password };
        await pairCall('PUT', `/api/admin/users/${deputy.user.id}`, { token: survivor.access_token, json: { admin_level: 1 } });
        const both = [survivor, deputy];
        const answers = await Promise.all(
          both.map((admin) => pairCall('DELETE', '/api/account', { token: admin.access_token, json: { password: admin.password, books: 'delete' } })),
        );
        expect(answers.map((a) => [a.status, a.body.code ?? null]).sort()).toEqual([
          [204, null],
          [409, 'LAST_ADMIN'],
        ]);
        survivor = both[answers.findIndex((a) => a.status === 409)]!;
      }
      expect(await pair.app.ctx.db.select({ id: users.id }).from(users).where(gte(users.adminLevel, 1))).toEqual([{ id: survivor.user.id }]);
    } finally {
      await pair.close();
    }
  });

  it('refuses to hand books over when no administrator is left, with NO_ADMIN_TO_HAND_OVER', async () => {
    const kim = await signUp(call, 'kim', 'kim-secret');
    const book = await upload(kim.access_token, 'Kim book');
    // Every administrator disabled (in the database: the API keeps an admin from disabling themself).
    const { ctx } = server.app;
    const admins = await ctx.db.update(users).set({ disabled: true }).where(gte(users.adminLevel, 1)).returning({ id: users.id });
    admins.forEach(({ id }) => ctx.users.forget(id));
    try {
      const res = await remove(kim.access_token, { password: 'kim-secret', books: 'hand_over' });
      expect([res.status, res.body.code]).toEqual([409, 'NO_ADMIN_TO_HAND_OVER']);
      expect(translated('NO_ADMIN_TO_HAND_OVER')).toBe(true);
      expect((await call('GET', book.fileUrl, { token: kim.access_token })).status).toBe(200);
    } finally {
      await ctx.db.update(users).set({ disabled: false }).where(inArray(users.id, admins.map((a) => a.id)));
      admins.forEach(({ id }) => ctx.users.forget(id));
    }
  });
});

describe('an account without a password (WeChat sign-in)', () => {
  it('confirms with the typed user name; a wrong name is CONFIRMATION_MISMATCH and changes nothing', async () => {
    const row = await createUser(server.app.ctx, { userName: 'wx_0123456789abcdef', nickname: 'WeChat 012345', passwordHash: null, wxOpenid: 'openid-1' });
    const { access_token } = await loginResponse(server.app.ctx, row);
    for (const json of [{ confirm_user_name: 'wx_someone_else', books: 'delete' }, { password: 'anything', books: 'delete' }]) {
      const res = await remove(access_token, json);
      expect([res.status, res.body.code], JSON.stringify(json)).toEqual([403, 'CONFIRMATION_MISMATCH']);
    }
    expect(translated('CONFIRMATION_MISMATCH')).toBe(true);
    expect((await me(access_token)).status).toBe(200);
    const res = await remove(access_token, { confirm_user_name: 'wx_0123456789abcdef', books: 'delete' });
    expect(res.status).toBe(204);
    expect((await me(access_token)).status).toBe(401);
  });
});
