import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { focusRing } from '../Field/Field.styles';

export const SliderRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
`;

export const SliderInput = styled.input`
  flex: 1;
  min-width: 0;
  margin: 0;
  min-height: 24px;
  accent-color: ${vars.color.primary};
  cursor: pointer;
  ${focusRing}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const SliderOutput = styled.output`
  min-width: 4ch;
  text-align: right;
  font-variant-numeric: tabular-nums;
  color: ${vars.color.fg};
`;
