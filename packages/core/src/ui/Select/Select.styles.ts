import { styled } from 'styled-components';
import { controlBox } from '../Field/Field.styles';

export const SelectControl = styled.select`
  ${controlBox}
  cursor: pointer;
`;
