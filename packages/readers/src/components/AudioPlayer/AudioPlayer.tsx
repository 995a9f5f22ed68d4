import type { ReactNode } from 'react';
import { type MediaPlayerOptions, useMediaPlayer } from '../../hooks/useMediaPlayer';
import { AudioPlayerView } from './AudioPlayerView';

/** The audio view of BookReader: single files and multi-file audiobooks, streamed. */
export function AudioPlayer({ backButton, ...options }: Omit<MediaPlayerOptions, 'kind'> & { backButton?: ReactNode }) {
  const model = useMediaPlayer({ ...options, kind: 'audio' });
  return <AudioPlayerView {...model} backButton={backButton} />;
}
