import { type DrawGalleryProps, useDrawGallery } from '../../hooks/useDrawGallery';
import { DrawGalleryView } from './DrawGalleryView';

/** The gallery of own works (spec §3.4): successful drawings kept in this browser. */
export function DrawGallery(props: DrawGalleryProps) {
  return <DrawGalleryView {...useDrawGallery(props)} />;
}
DrawGallery.displayName = '@atelier/draw/DrawGallery';
