import { Skeleton } from '@atelier/core';
import { CoverGrid, CoverSkeleton } from './BookList.styles';

/** Grey covers with two title lines, in the grid's own columns, while the shelf loads. */
export function CoverGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <CoverGrid as="div" data-part="cover-grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>
          <CoverSkeleton>
            <Skeleton variant="block" height="100%" />
          </CoverSkeleton>
          <Skeleton lines={2} />
        </div>
      ))}
    </CoverGrid>
  );
}
