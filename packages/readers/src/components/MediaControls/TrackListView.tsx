import { useT } from '@atelier/core';
import { readersNamespace } from '../../i18n/readersNamespace';
import { ItemButton } from '../ReaderParts/ReaderParts.styles';
import { TrackList } from './MediaControls.styles';

/** The chapters (files) of a multi-file book; the playing one is marked for screen readers too. */
export function TrackListView({ tracks, current, selectTrack }: { tracks: readonly string[]; current: number; selectTrack(index: number): void }) {
  const t = useT(readersNamespace);
  if (tracks.length < 2) return null;
  return (
    <TrackList aria-label={t('media.chapters')}>
      {tracks.map((title, i) => (
        // File names can repeat across folders, so the position is the stable key.
        <li key={i}>
          <ItemButton $current={i === current} aria-current={i === current ? 'true' : undefined} onClick={() => selectTrack(i)}>
            {title}
          </ItemButton>
        </li>
      ))}
    </TrackList>
  );
}
