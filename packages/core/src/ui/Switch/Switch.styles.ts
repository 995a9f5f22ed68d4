import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { focusRing } from '../Field/Field.styles';

export const SwitchRoot = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  color: ${vars.color.fg};
  font-size: ${vars.font.sizeMd};

  & > label {
    cursor: pointer;
  }
`;

export const SwitchTrack = styled.button`
  position: relative;
  box-sizing: border-box;
  width: 40px;
  height: 22px;
  padding: 0;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.full};
  background: ${vars.color.bgMuted};
  cursor: pointer;
  flex: none;
  ${focusRing}

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
