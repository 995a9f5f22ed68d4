import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const ListPending = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xl};
  color: ${vars.color.fgMuted};
  text-align: center;
`;
