export { VideoPlayer } from './VideoPlayer';
export { VideoPlayerView, type VideoPlayerViewProps } from './VideoPlayerView';
