import { media, vars } from '@atelier/core';
import { styled } from 'styled-components';

export const PlayerRoot = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  max-width: 720px;
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
`;

export const PlayerCard = styled.div`
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
