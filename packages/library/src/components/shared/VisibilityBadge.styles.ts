import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const VisibilityTag = styled.span<{ $visibility: 'private' | 'link' | 'public' }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xxs};
  padding: 0 ${vars.space.sm};
  border-radius: ${vars.radius.full};
  background: ${({ $visibility }) => ($visibility === 'public' ? vars.color.successSubtle : $visibility === 'link' ? vars.color.primarySubtle : vars.color.bgMuted)};
  color: ${vars.color.fg};
  font-size: ${vars.font.sizeSm};
  white-space: nowrap;
  svg {
    flex: none;
  }
`;
