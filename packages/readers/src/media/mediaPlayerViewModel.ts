import type { MediaErrorCode, SleepSetting } from '../machines/mediaPlayerMachine';

export type MediaStatus = 'restoring' | 'loading' | 'paused' | 'playing' | 'buffering' | 'failed';

/** What `useMediaPlayer` returns: the state and actions its view renders. */
export interface MediaPlayerViewModel {
  /** Whether this is the audio or the video player. */
  kind: 'audio' | 'video';
  /** The book's title. */
  title: string;
  /** The book's author; empty when unknown. */
  author: string;
  /** Track titles in playing order. */
  tracks: readonly string[];
  /** Index of the track playing or paused now. */
  current: number;
  /** Restoring the saved position, loading, paused, playing, buffering or failed. */
  status: MediaStatus;
  /** Position in the current track, in seconds. */
  time: number;
  /** Length of the current track in seconds; null until known. */
  duration: number | null;
  /** Playback speed, 1 being normal. */
  rate: number;
  /** The last track played to its end. */
  ended: boolean;
  /** The browser refused to start playing without a user gesture; a press of play starts it. */
  blocked: boolean;
  /** Why the media failed to play, else null. */
  errorCode: MediaErrorCode | null;
  /** Sleep timer: off, at the end of the track, or after this many minutes. */
  sleep: 'off' | 'track' | number;
  /** Seconds until the sleep timer pauses; null when no timed sleep is set. */
  sleepRemaining: number | null;
  /** Attach to the `<audio>` or `<video>` element the player drives. */
  mediaRef: (element: HTMLMediaElement | null) => void;
  /** Plays when paused, pauses when playing. */
  toggle(): void;
  /** Jumps to a position in the current track, in seconds. */
  seek(time: number): void;
  /** Jumps forward (positive) or back (negative) by this many seconds. */
  skip(seconds: number): void;
  /** Switches to the track at this index, from its start. */
  selectTrack(index: number): void;
  /** Goes to the next track, if there is one. */
  next(): void;
  /** Goes back to the start of the track, or to the track before when near its start. */
  previous(): void;
  /** Sets the playback speed. */
  setRate(rate: number): void;
  /** Sets or clears the sleep timer. */
  setSleep(sleep: SleepSetting): void;
  /** Loads the media again after a failure. */
  retry(): void;
}
