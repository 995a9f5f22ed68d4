export { MediaControls, type MediaControlsProps } from './MediaControls';
export { TrackListView } from './TrackListView';
