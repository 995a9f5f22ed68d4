import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const CenteredPanel = styled.section`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.md};
  padding: ${vars.space.xl} ${vars.space.lg};
  text-align: center;
  h2 { margin: 0; font-size: ${vars.font.sizeXl}; }
  p { margin: 0; max-width: 46ch; color: ${vars.color.fgMuted}; }
`;
