import type { SyncPullResponse, SyncPushResponse, SyncRecord, SyncUsage } from '../contracts/sync';
import type { HttpClient } from '../http/createHttpClient';

/** The account-sync endpoints (issue 19) over the library API client: its tokens and refresh. */
export interface SyncApi {
  pull(since: number, limit?: number): Promise<SyncPullResponse>;
  push(changes: SyncRecord[]): Promise<SyncPushResponse>;
  usage(): Promise<SyncUsage>;
  /** Deletes every synced record of the account; each device deletes its copies at its next pull. */
  deleteAll(): Promise<void>;
}

export function createSyncApi(http: HttpClient): SyncApi {
  return {
    pull: (since, limit) => http.get<SyncPullResponse>('/api/sync/changes', { params: limit ? { since, limit } : { since } }),
    push: (changes) => http.post<SyncPushResponse>('/api/sync/changes', { changes }),
    usage: () => http.get<SyncUsage>('/api/sync/usage'),
    async deleteAll() {
      await http.delete('/api/sync/records');
    },
  };
}
