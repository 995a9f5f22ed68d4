import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const VoiceTool = styled.div`
  display: contents;
`;

export const VoicePanel = styled.div`
  flex-basis: 100%;
  order: 10;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  min-width: 0;
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgSubtle};
`;

export const VoiceStatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.fgMuted};
`;

export const VoiceMeter = styled.div`
  position: relative;
  flex: 1 1 80px;
  min-width: 60px;
  max-width: 240px;
  height: 8px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bgMuted};
  overflow: hidden;
`;

export const VoiceMeterFill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  background: ${vars.color.success};
  transition: width 80ms linear;
`;

export const VoiceDuration = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${vars.color.fg};
`;

export const VoiceActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;
