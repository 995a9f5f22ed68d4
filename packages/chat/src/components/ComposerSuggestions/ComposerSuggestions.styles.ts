import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const SuggestionList = styled.ul`
  position: absolute;
  left: ${vars.space.md};
  right: ${vars.space.md};
  bottom: 100%;
  z-index: 2;
  max-height: min(280px, 40dvh);
  overflow-y: auto;
  margin: 0 0 ${vars.space.xs};
  padding: ${vars.space.xs};
  list-style: none;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgElevated};
  box-shadow: ${vars.shadow.md};
`;

export const SuggestionOption = styled.li`
  display: grid;
  gap: 2px;
  padding: ${vars.space.xs} ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.fg};
  cursor: pointer;
  overflow-wrap: anywhere;
  &[aria-selected='true'] { background: ${vars.color.bgSubtle}; outline: 2px solid ${vars.color.focusRing}; outline-offset: -2px; }
`;

export const SuggestionDetail = styled.span`
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.fgMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
