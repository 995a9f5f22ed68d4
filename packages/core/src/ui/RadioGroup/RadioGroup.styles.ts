import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { FieldHint } from '../Field/Field.styles';

export const RadioSet = styled.fieldset`
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

export const RadioOption = styled.div<{ $tone: 'primary' | 'danger' }>`
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
    accent-color: ${({ $tone }) => ($tone === 'danger' ? vars.color.danger : vars.color.primary)};
    cursor: inherit;
  }
  input:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
  input:disabled + span {
    opacity: 0.6;
  }
  ${FieldHint} {
    padding-left: calc(16px + ${vars.space.sm});
  }
`;
