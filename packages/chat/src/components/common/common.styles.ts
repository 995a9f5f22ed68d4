import { vars } from '@atelier/core';
import { css, styled } from 'styled-components';

const focus = css`
  &:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 1px; }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'danger' | 'ghost' }>`
  font: inherit;
  font-size: ${vars.font.sizeMd};
  border-radius: ${vars.radius.md};
  padding: ${vars.space.xs} ${vars.space.md};
  min-height: 32px;
  cursor: pointer;
  border: 1px solid ${vars.color.border};
  background: ${vars.color.bg};
  color: ${vars.color.fg};
  ${({ $variant }) =>
    $variant === 'primary' && css`background: ${vars.color.primary}; border-color: ${vars.color.primary}; color: ${vars.color.primaryFg};`}
  ${({ $variant }) => $variant === 'danger' && css`background: ${vars.color.danger}; border-color: ${vars.color.danger}; color: ${vars.color.dangerFg};`}
  ${({ $variant }) => $variant === 'ghost' && css`border-color: transparent; background: transparent;`}
  &:disabled { opacity: 0.55; cursor: default; }
  ${focus}
  /* Lucide icons beside text sit on the text's middle, not its baseline. */
  & > svg { vertical-align: -0.2em; }
`;

export const TextInput = styled.input`
  font: inherit;
  min-width: 0;
  padding: ${vars.space.xs} ${vars.space.sm};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg};
  color: ${vars.color.fg};
  ${focus}
`;

export const Alert = styled.div<{ $tone?: 'danger' | 'warning' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${({ $tone }) => ($tone === 'warning' ? vars.color.warningSubtle : vars.color.dangerSubtle)};
  color: ${vars.color.fg};
`;

export const LinkButton = styled.button`
  font: inherit;
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.color.primaryText};
  text-decoration: underline;
  cursor: pointer;
  ${focus}
`;
