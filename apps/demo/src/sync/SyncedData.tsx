import { SyncedDataView } from './SyncedDataView';
import { useSyncedData } from './useSyncedData';

/** /mine's synced data tab. */
export function SyncedData() {
  return <SyncedDataView {...useSyncedData()} />;
}
