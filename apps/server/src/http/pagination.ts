export interface PageQuery {
  page: number;
  per_page: number;
}

export function offsetOf({ page, per_page }: PageQuery): number {
  return (page - 1) * per_page;
}

/** `%`/`_` in user input are literal in ILIKE patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
