import { media, vars } from '@atelier/core';
import { styled } from 'styled-components';

export const ControlsRoot = styled.div`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.xs};
`;

export const TimeRow = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  color: ${vars.color.fgMuted};
  font-variant-numeric: tabular-nums;
`;

export const SettingsRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space.md};
  ${media.below('sm')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const StatusLine = styled.p<{ $error: boolean }>`
  margin: 0;
  min-height: 1.5em;
  color: ${({ $error }) => ($error ? vars.color.danger : vars.color.fgMuted)};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.fgMuted};
  font-size: ${vars.font.sizeSm};
`;

export const TrackList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.xxs};
  flex: 0 1 auto;
  min-height: 0;
  max-height: 40vh;
  overflow-y: auto;
`;
