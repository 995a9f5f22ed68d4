import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const EmptyStateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xxl} ${vars.space.lg};
  text-align: center;
  color: ${vars.color.fgMuted};
  font-size: ${vars.font.sizeMd};
`;

export const EmptyStateIcon = styled.div`
  font-size: 32px;
  line-height: 1;
  color: ${vars.color.fgSubtle};
`;

export const EmptyStateTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  color: ${vars.color.fg};
`;

export const EmptyStateDescription = styled.p`
  margin: 0;
  max-width: 40ch;
`;
