/** Pure types of the library API (DESIGN §4). No runtime code lives here. */

export type IsoDateTime = string;
export type Uuid = string;

export interface ApiErrorBody {
  code: string;
  msg: string;
  details?: Record<string, unknown>;
}

export interface ValidationErrorDetails {
  /** `message` is the validator's English, for logs; `rule` is the schema keyword (`minLength`, `required`, `x-text`…) and `limit` its bound. */
  fields: Array<{ field: string; message: string; rule?: string; limit?: number }>;
}

export interface ListResponse<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
  /**
   * Search only: more books matched than the server ranks (the newest 250 matches); `total` is
   * then that window, the number of results a reader can page through.
   */
  total_capped?: boolean;
}

export interface ItemsResponse<T> {
  items: T[];
}
