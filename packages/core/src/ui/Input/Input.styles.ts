import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { controlBox } from '../Field/Field.styles';

export const InputControl = styled.input`
  ${controlBox}

  &::placeholder {
    color: ${vars.color.fgSubtle};
  }
`;
