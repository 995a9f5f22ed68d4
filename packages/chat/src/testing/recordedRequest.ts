/** A request one of the fakes received, as tests inspect it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
