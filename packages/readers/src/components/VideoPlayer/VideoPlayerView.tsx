import { Button, useT } from '@atelier/core';
import type { ReactNode, RefObject } from 'react';
import type { MediaPlayerViewModel } from '../../media/mediaPlayerViewModel';
import { readersNamespace } from '../../i18n/readersNamespace';
import { Meta, PlayerRoot, Toolbar, TrackHeading } from '../AudioPlayer/AudioPlayer.styles';
import { MediaControls } from '../MediaControls/MediaControls';
import { TrackListView } from '../MediaControls/TrackListView';
import { Video, VideoStage } from './VideoPlayer.styles';

/** Props of `VideoPlayerView`. */
export type VideoPlayerViewProps = Omit<MediaPlayerViewModel, 'mediaRef' | 'kind'> & {
  /** Attaches the `<video>` element to the player (the hook's `mediaRef`). @default undefined (not attached: nothing plays) */
  mediaRef?: MediaPlayerViewModel['mediaRef'];
  /** Ref of the video's stage, the element that goes fullscreen. @default undefined */
  stageRef?: RefObject<HTMLDivElement | null>;
  /** The stage is fullscreen now (the button reads "Exit fullscreen"). */
  fullscreen: boolean;
  /** Enters or leaves fullscreen; when absent no fullscreen button is shown. @default undefined (no button) */
  toggleFullscreen?: (() => void) | undefined;
  /** A back button above the player. @default undefined */
  backButton?: ReactNode;
};

/** A video with our controls (speed, skip, fullscreen) and the file list: props in, UI out. */
export function VideoPlayerView(props: VideoPlayerViewProps) {
  const t = useT(readersNamespace);
  const { tracks, current, mediaRef, stageRef, fullscreen, toggleFullscreen, backButton } = props;
  const fullscreenButton = toggleFullscreen ? (
    <Button onClick={toggleFullscreen} aria-pressed={fullscreen}>
      {fullscreen ? t('media.exitFullscreen') : t('media.fullscreen')}
    </Button>
  ) : null;
  return (
    <PlayerRoot style={{ maxWidth: 'none' }}>
      {backButton ? <Toolbar>{backButton}</Toolbar> : null}
      <TrackHeading>{tracks[current] ?? props.title}</TrackHeading>
      {tracks.length > 1 ? <Meta>{t('media.chapterOf', { current: current + 1, total: tracks.length })}</Meta> : null}
      <VideoStage ref={stageRef}>
        {/* Uploaded videos come without caption files; there is no track to attach. */}
        <Video ref={mediaRef} preload="metadata" playsInline onClick={props.toggle} aria-label={tracks[current] ?? props.title} />
        <MediaControls {...props} extra={fullscreenButton} keyboardHint={t('media.videoKeyboardHint')} />
      </VideoStage>
      <TrackListView tracks={tracks} current={current} selectTrack={props.selectTrack} />
    </PlayerRoot>
  );
}
