export { AudioPlayer } from './AudioPlayer';
export { AudioPlayerView, type AudioPlayerViewProps } from './AudioPlayerView';
