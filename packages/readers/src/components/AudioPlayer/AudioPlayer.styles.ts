import { media, vars } from '@atelier/core';
import { styled } from 'styled-components';

/** Audio and video: in a box the host sized, the chapter list (and the video) give way first. */
export const PlayerRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  max-width: 720px;
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
`;

/** Scrolls inside itself only in a host box too small for it (its padding keeps focus rings visible). */
export const PlayerCard = styled.div`
  flex: 0 1 auto;
  min-height: 0;
  overflow-y: auto;
  display: grid;
  gap: ${vars.space.md};
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgElevated};
  ${media.below('sm')} {
    padding: ${vars.space.md};
  }
`;

export const TrackHeading = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  margin: 0;
  color: ${vars.color.fgMuted};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;
