import { useT } from '@atelier/core';
import type { ReactNode } from 'react';
import type { MediaPlayerViewModel } from '../../media/mediaPlayerViewModel';
import { readersNamespace } from '../../i18n/readersNamespace';
import { MediaControls } from '../MediaControls/MediaControls';
import { TrackListView } from '../MediaControls/TrackListView';
import { Meta, PlayerCard, PlayerRoot, Toolbar, TrackHeading } from './AudioPlayer.styles';

/** Props of `AudioPlayerView`. */
export type AudioPlayerViewProps = Omit<MediaPlayerViewModel, 'mediaRef' | 'kind'> & {
  /** Attaches the `<audio>` element to the player (the hook's `mediaRef`). @default undefined (not attached: nothing plays) */
  mediaRef?: MediaPlayerViewModel['mediaRef'];
  /** A back button above the player. @default undefined */
  backButton?: ReactNode;
};

/** An audiobook: the chapter playing, transport and settings, and the chapter list: props in, UI out. */
export function AudioPlayerView(props: AudioPlayerViewProps) {
  const t = useT(readersNamespace);
  const { tracks, current, author, mediaRef, backButton } = props;
  return (
    <PlayerRoot>
      {backButton ? <Toolbar>{backButton}</Toolbar> : null}
      <PlayerCard>
        <TrackHeading>{tracks[current] ?? props.title}</TrackHeading>
        <Meta>
          {[author, tracks.length > 1 ? t('media.chapterOf', { current: current + 1, total: tracks.length }) : null].filter(Boolean).join(' · ')}
        </Meta>
        {/* No native controls: ours drive it; the browser streams the file with Range requests. */}
        {/* Audiobook files come without caption tracks; there is nothing to attach. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <audio ref={mediaRef} preload="metadata" />
        <MediaControls {...props} />
      </PlayerCard>
      <TrackListView tracks={tracks} current={current} selectTrack={props.selectTrack} />
    </PlayerRoot>
  );
}
