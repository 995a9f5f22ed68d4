import { ApiError } from '../http/errors';

/**
 * Normalises a client-supplied relative path (`file_path`, `root_path`) for display and
 * grouping. Such paths never name anything on disk, but are still refused when they try to climb
 * out (`..`), are absolute, carry a drive letter, NUL or other control characters.
 * Windows separators become `/`; `.` segments and repeated slashes disappear.
 */
export function normaliseRelativePath(raw: string, field: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) throw invalid(field, 'contains control characters');
  const unified = raw.replace(/\\/g, '/');
  if (unified.startsWith('/') || /^[a-zA-Z]:/.test(unified)) throw invalid(field, 'must be relative');
  const segments = unified.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) throw invalid(field, 'must not contain ".."');
  const joined = segments.join('/');
  if (joined.length > 1024) throw invalid(field, 'is too long');
  return joined;
}

/**
 * A display file name: the last path segment, without separators, control characters or unpaired
 * UTF-16 halves. A name comes from the user's own disk, so odd characters are dropped, not refused.
 */
export function safeFileName(raw: string | undefined, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- see above
  const base = (raw ?? '').replace(/\\/g, '/').split('/').pop()?.replace(/[\u0000-\u001f\u007f]|\p{Cs}/gu, '').trim() ?? '';
  const name = base === '.' || base === '..' ? '' : base;
  return (name || fallback).slice(0, 255);
}

function invalid(field: string, reason: string): ApiError {
  return new ApiError(400, 'INVALID_PATH', `${field} ${reason}`, { fields: [{ field, message: reason }] });
}
