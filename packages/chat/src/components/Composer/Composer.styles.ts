import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const ComposerForm = styled.form`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.md} ${vars.space.md};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.bg};
  &[data-state='dropping'] { outline: 2px dashed ${vars.color.primary}; outline-offset: -4px; }
`;

export const ComposerTextarea = styled.textarea`
  font: inherit;
  resize: vertical;
  min-height: 44px;
  max-height: 40dvh;
  padding: ${vars.space.sm};
  border-radius: ${vars.radius.md};
  border: 1px solid ${vars.color.borderStrong};
  background: ${vars.color.bg};
  color: ${vars.color.fg};
  &:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 1px; }
`;

export const ComposerMeter = styled.div<{ $over: boolean }>`
  grid-column: 1 / -1;
  font-size: ${vars.font.sizeSm};
  color: ${({ $over }) => ($over ? vars.color.danger : vars.color.fgMuted)};
  &:focus { outline: none; }
`;

/** The estimated meter, pressable for the exact count; looks like the plain line. */
export const ComposerMeterButton = styled.button`
  all: unset;
  cursor: help;
  &:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 1px; }
`;

export const ComposerToolbar = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.xs};
  min-width: 0;
  &:empty { display: none; }
`;
