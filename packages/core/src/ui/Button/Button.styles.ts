import { css, styled } from 'styled-components';
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
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
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

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
