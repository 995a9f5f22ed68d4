import { media, vars } from '@atelier/core';
import { styled } from 'styled-components';

export const LayoutToggleGroup = styled.div`
  display: flex;
  gap: ${vars.space.xxs};
  justify-content: flex-end;
  margin-inline-start: auto;
  /* The toolbar gives its fields a minimum width; two icon buttons need less. */
  && {
    min-width: 0;
  }
  ${media.below('sm')} {
    && {
      flex: 0 0 auto;
    }
  }
`;

/** Cover thumbnails: as many columns of at least 140 px as fit, two on a phone. */
export const CoverGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${vars.space.lg} ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.below('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A cover-shaped (2:3) box the block skeleton fills. */
export const CoverSkeleton = styled.div`
  aspect-ratio: 2 / 3;
  margin-bottom: ${vars.space.sm};
  & > [data-part='skeleton'] {
    height: 100%;
  }
`;
