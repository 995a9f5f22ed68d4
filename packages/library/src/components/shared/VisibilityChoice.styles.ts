import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const ChoiceSet = styled.fieldset`
  display: grid;
  gap: ${vars.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${vars.space.xs};
    padding: 0;
    font-size: ${vars.font.sizeSm};
    font-weight: 500;
    color: ${vars.color.fg};
  }
`;

export const ChoiceHint = styled.p`
  margin: 0;
  color: ${vars.color.fgMuted};
  font-size: ${vars.font.sizeSm};
`;

export const Option = styled.div`
  display: grid;
  gap: ${vars.space.xxs};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.sm};
    color: ${vars.color.fg};
    cursor: pointer;
  }
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    flex: none;
    accent-color: ${vars.color.primary};
    cursor: inherit;
  }
  input:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
  input:disabled + span {
    opacity: 0.6;
  }
  ${ChoiceHint} {
    padding-left: calc(16px + ${vars.space.sm});
  }
`;

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
