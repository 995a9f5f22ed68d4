import { eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BookSearchScope, PublicLibraryAccess } from '../contracts';
import type { AuthUser } from '../context';
import { books, type BookRow } from '../db/schema';
import { ApiError } from '../http/errors';

/** The caller of a request: a signed-in user, or null for a guest. */
export type Caller = AuthUser | null;

/**
 * Who may open a book (its details, files, cover, QR code, progress): its owner and administrators
 * always; anyone else when it is `link` or `public`. Listing is narrower: see `listedFor`.
 */
export function canOpen(caller: Caller, row: Pick<BookRow, 'ownerId' | 'visibility'>): boolean {
  return row.visibility !== 'private' || (caller !== null && (caller.isAdmin || caller.id === row.ownerId));
}

/** `canOpen` as a filter on `books`; undefined: everything. */
export function openableBy(caller: Caller): SQL | undefined {
  if (caller?.isAdmin) return undefined;
  const shared = ne(books.visibility, 'private');
  return caller ? or(eq(books.ownerId, caller.id), shared) : shared;
}

/** Whether the caller may browse the public library; throws the refusal the client translates when not. */
export function assertPublicLibrary(caller: Caller, access: PublicLibraryAccess): void {
  if (access === 'off') throw new ApiError(404, 'PUBLIC_LIBRARY_OFF', 'The public library is turned off on this server');
  if (access === 'signed-in' && !caller) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to browse the public library');
}

function publicLibraryAdmits(caller: Caller, access: PublicLibraryAccess): boolean {
  return access === 'anyone' || (access === 'signed-in' && caller !== null);
}

const isPublic = () => eq(books.visibility, 'public');

/**
 * The books a list shows the caller. `mine`: their own (every book for an administrator). `public`:
 * the public library. `all`: both; a link book is never listed to anyone but its owner, or it would not
 * be unlisted. Returns `sql\`false\`` rather than throwing when the caller may see nothing.
 */
export function listedFor(caller: Caller, scope: BookSearchScope, access: PublicLibraryAccess): SQL {
  const everything = sql`true`;
  const nothing = sql`false`;
  const mine = caller ? (caller.isAdmin ? everything : eq(books.ownerId, caller.id)) : nothing;
  const shared = publicLibraryAdmits(caller, access) ? isPublic() : nothing;
  if (scope === 'mine') return mine;
  if (scope === 'public') return shared;
  return caller?.isAdmin ? everything : (or(mine, shared) ?? nothing);
}

