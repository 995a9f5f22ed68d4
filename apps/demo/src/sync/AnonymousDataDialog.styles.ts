import { vars } from '@atelier/core';
import styled from 'styled-components';

export const Counts = styled.ul`
  margin: 0 0 ${vars.space.md};
  padding-inline-start: ${vars.space.lg};
  color: ${vars.color.fg};
`;
