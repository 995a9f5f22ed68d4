import { keyframes, styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

export const SkeletonRoot = styled.div<{ $block: boolean }>`
  display: grid;
  gap: ${vars.space.sm};
  /* Lines fill the row; a block keeps its own width beside them. */
  ${({ $block }) => ($block ? 'flex: none;' : 'flex: 1; width: 100%;')}
`;

export const SkeletonBar = styled.span<{ $width: string; $height: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  max-width: 100%;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.bgMuted};
  animation: ${pulse} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
