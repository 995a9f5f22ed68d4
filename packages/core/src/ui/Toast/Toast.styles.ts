import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { media } from '../../theme/tokens';
import type { ToastTone } from './ToastContext';

export const ToastRegion = styled.section`
  position: fixed;
  top: ${vars.space.lg};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${vars.zIndex.toast};
  box-sizing: border-box;
  width: min(420px, calc(100vw - 24px));
  pointer-events: none;

  ${media.below('sm')} {
    top: ${vars.space.sm};
  }
`;

export const ToastList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  &:not(:empty) + & {
    margin-top: ${vars.space.sm};
  }
`;

const toneColor: Record<ToastTone, string> = {
  success: vars.color.success,
  error: vars.color.danger,
  info: vars.color.primary,
};

export const ToastItem = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-left: 4px solid ${({ $tone }) => toneColor[$tone]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgElevated};
  color: ${vars.color.fg};
  font-size: ${vars.font.sizeMd};
  box-shadow: ${vars.shadow.md};
  pointer-events: auto;
`;

export const ToastMessage = styled.p`
  flex: 1;
  margin: 0;
  padding-top: ${vars.space.xs};
  overflow-wrap: anywhere;
`;
