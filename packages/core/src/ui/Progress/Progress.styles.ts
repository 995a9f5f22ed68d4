import { css, keyframes, styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const ProgressTrack = styled.div`
  position: relative;
  height: 8px;
  width: 100%;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bgMuted};
`;

export const ProgressBar = styled.div<{ $indeterminate: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${vars.color.primary};
  transition: width 0.2s ease;
  ${({ $indeterminate }) =>
    $indeterminate &&
    css`
      width: 40%;
      animation: ${slide} 1.2s ease-in-out infinite;
      @media (prefers-reduced-motion: reduce) {
        animation-duration: 3s;
      }
    `}
`;
