import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const ReadAloudError = styled.span`
  flex-basis: 100%;
  color: ${vars.color.danger};
  overflow-wrap: anywhere;
`;
