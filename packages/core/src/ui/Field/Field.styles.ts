import styled from 'styled-components';
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

const control = `
  width: 100%;
  min-height: 36px;
  padding: 0 ${vars.space.md};
  font: inherit;
  color: ${vars.color.fg};
  background: ${vars.color.bg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }
  &:disabled {
    opacity: 0.6;
  }
  &::placeholder {
    color: ${vars.color.fgSubtle};
  }
`;

export const InputControl = styled.input`
  ${control}
`;

export const TextareaControl = styled.textarea`
  ${control}
  padding: ${vars.space.sm} ${vars.space.md};
  resize: vertical;
`;

export const SelectControl = styled.select`
  ${control}
`;

export const InlineLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  cursor: pointer;
  color: ${vars.color.fg};

  & input {
    accent-color: ${vars.color.primary};
    width: 16px;
    height: 16px;
    margin: 0;
  }
`;

export const SwitchTrack = styled.button`
  position: relative;
  width: 40px;
  height: 22px;
  padding: 0;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.full};
  background: ${vars.color.bgMuted};
  cursor: pointer;
  flex: none;

  &[aria-checked='true'] {
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
  }
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${vars.color.bgElevated};
    box-shadow: ${vars.shadow.sm};
    transition: transform 0.15s ease;
  }
  &[aria-checked='true']::after {
    transform: translateX(18px);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const SliderRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};

  & input[type='range'] {
    flex: 1;
    accent-color: ${vars.color.primary};
    min-width: 0;
  }
  & output {
    min-width: 3ch;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
