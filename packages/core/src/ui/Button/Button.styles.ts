import styled, { css, keyframes } from 'styled-components';
import { vars } from '../../theme/cssVars';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${vars.color.primary};
    color: ${vars.color.primaryFg};
    border-color: ${vars.color.primary};
    &:hover:not(:disabled) {
      background: ${vars.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${vars.color.bgElevated};
    color: ${vars.color.fg};
    border-color: ${vars.color.border};
    &:hover:not(:disabled) {
      background: ${vars.color.bgSubtle};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${vars.color.fg};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${vars.color.bgMuted};
    }
  `,
  danger: css`
    background: ${vars.color.danger};
    color: ${vars.color.dangerFg};
    border-color: ${vars.color.danger};
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 28px;
    padding: 0 ${vars.space.sm};
    font-size: ${vars.font.sizeSm};
  `,
  md: css`
    min-height: 36px;
    padding: 0 ${vars.space.md};
    font-size: ${vars.font.sizeMd};
  `,
  lg: css`
    min-height: 44px;
    padding: 0 ${vars.space.lg};
    font-size: ${vars.font.sizeLg};
  `,
};

export const ButtonRoot = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $iconOnly: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.xs};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font: inherit;
  font-weight: 500;
  cursor: pointer;
  white-space: nowrap;
  transition: background 0.15s ease;
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  ${({ $iconOnly }) =>
    $iconOnly &&
    css`
      padding: 0;
      aspect-ratio: 1;
    `}

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const SpinnerRoot = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  flex: none;
`;
