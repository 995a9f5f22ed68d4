import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { focusRing } from '../Field/Field.styles';

export const CheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
`;

export const CheckboxInput = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  flex: none;
  accent-color: ${vars.color.primary};
  cursor: inherit;
  ${focusRing}

  &:disabled + span {
    opacity: 0.6;
  }
`;

export const CheckboxHint = styled.p`
  margin: 0;
  padding-left: calc(16px + ${vars.space.sm});
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.fgMuted};
`;
