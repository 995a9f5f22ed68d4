import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { media } from '../../theme/tokens';

export const ToastRegion = styled.div`
  position: fixed;
  top: ${vars.space.lg};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  width: min(420px, calc(100vw - 24px));
  pointer-events: none;

  ${media.below('sm')} {
    top: ${vars.space.sm};
  }
`;

export const ToastItem = styled.div<{ $tone: 'success' | 'error' | 'info' }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  border: 1px solid ${vars.color.border};
  border-left: 4px solid
    ${({ $tone }) => ($tone === 'success' ? vars.color.success : $tone === 'error' ? vars.color.danger : vars.color.primary)};
  background: ${vars.color.bgElevated};
  color: ${vars.color.fg};
  box-shadow: ${vars.shadow.md};
  pointer-events: auto;

  & > p {
    flex: 1;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
