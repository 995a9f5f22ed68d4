import { AccountArchiveView } from './AccountArchiveView';
import { SyncedDataView } from './SyncedDataView';
import { useAccountArchive } from './useAccountArchive';
import { useSyncedData } from './useSyncedData';

/** /mine's synced data tab: the account as one archive, the space it takes, deleting it. */
export function SyncedData() {
  return (
    <>
      <AccountArchiveView {...useAccountArchive()} />
      <SyncedDataView {...useSyncedData()} />
    </>
  );
}
