import { ApiRequestError, isApiRequestError } from '@atelier/core';
import { isBookVisibility } from '../books/visibility';

/** Why a field was rejected before sending; the view translates it. */
export type FieldProblem = 'required' | 'invalid';

export interface FieldIssue {
  field: string;
  message: FieldProblem;
}

/** Same shape as the server's `VALIDATION_FAILED` (status 0: nothing was sent). */
export function validationError(fields: FieldIssue[]): ApiRequestError {
  return new ApiRequestError('VALIDATION_FAILED', fields.map((f) => `${f.field}: ${f.message}`).join('; '), 0, { fields });
}

export function isBlank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

function isWholeNumber(value: unknown, min: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min;
}

export interface UploadFieldsToCheck {
  title: string;
  file_index: number;
  total_files: number;
  upload_id?: string;
  visibility?: string;
}

/** Spec §5: file (or a finished tus upload), file_index, title and total_files are required. */
export function checkUploadFields(fields: UploadFieldsToCheck, hasFile: boolean): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!hasFile && isBlank(fields.upload_id)) issues.push({ field: 'file', message: 'required' });
  if (isBlank(fields.title)) issues.push({ field: 'title', message: 'required' });
  if (!isWholeNumber(fields.file_index, 0)) issues.push({ field: 'file_index', message: 'required' });
  if (!isWholeNumber(fields.total_files, 1)) issues.push({ field: 'total_files', message: 'required' });
  else if (isWholeNumber(fields.file_index, 0) && fields.file_index >= fields.total_files) {
    issues.push({ field: 'file_index', message: 'invalid' });
  }
  if (fields.visibility !== undefined && !isBookVisibility(fields.visibility)) issues.push({ field: 'visibility', message: 'invalid' });
  return issues;
}

/** Throws before any request when a path id (book_id, task_id) is empty. */
export function requireId(field: string, value: string | null | undefined): string {
  if (value === undefined || value === null || isBlank(value)) throw validationError([{ field, message: 'required' }]);
  return encodeURIComponent(value.trim());
}

/** The `fields` of a VALIDATION_FAILED error, from the client or the server. */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  if (!isApiRequestError(error) || error.code !== 'VALIDATION_FAILED') return [];
  const fields = error.details?.['fields'];
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, message } = entry as Record<string, unknown>;
    if (typeof field !== 'string') return [];
    return [{ field, message: message === 'required' ? 'required' : 'invalid' } satisfies FieldIssue];
  });
}
