import { type ReactNode, useRef } from 'react';
import { useFullscreen } from '../../hooks/useFullscreen';
import { type MediaPlayerOptions, useMediaPlayer } from '../../hooks/useMediaPlayer';
import { VideoPlayerView } from './VideoPlayerView';

/** The video view of BookReader: native `<video>` streamed with Range, our controls. */
export function VideoPlayer({ backButton, ...options }: Omit<MediaPlayerOptions, 'kind' | 'onFullscreenKey'> & { backButton?: ReactNode }) {
  const stageRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stageRef);
  const model = useMediaPlayer({ ...options, kind: 'video', onFullscreenKey: fullscreen.toggle });
  return (
    <VideoPlayerView
      {...model}
      stageRef={stageRef}
      fullscreen={fullscreen.active}
      toggleFullscreen={fullscreen.supported ? fullscreen.toggle : undefined}
      backButton={backButton}
    />
  );
}
