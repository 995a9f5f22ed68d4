import { css, styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${vars.font.sizeSm};
  font-weight: 500;
  color: ${vars.color.fg};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.fgMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.danger};
`;

export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
`;

/** Box shared by text inputs and selects. */
export const controlBox = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 36px;
  padding: 0 ${vars.space.md};
  font: inherit;
  font-size: ${vars.font.sizeMd};
  color: ${vars.color.fg};
  background: ${vars.color.bg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  ${focusRing}

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** A control followed by its label on one line (checkbox, switch). */
export const InlineLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  color: ${vars.color.fg};
  font-size: ${vars.font.sizeMd};
  cursor: pointer;
`;
