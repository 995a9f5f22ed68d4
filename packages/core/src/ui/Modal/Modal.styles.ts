import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { media } from '../../theme/tokens';

export const ModalBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space.lg};
  background: ${vars.color.overlay};

  ${media.below('sm')} {
    padding: 0;
    align-items: stretch;
  }
`;

export const ModalPanel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 640px;
  max-height: calc(100vh - 32px);
  background: ${vars.color.bgElevated};
  color: ${vars.color.fg};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
  outline: none;

  ${media.below('sm')} {
    max-width: none;
    max-height: none;
    height: 100%;
    border-radius: 0;
  }
`;

export const ModalHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.lg} ${vars.space.lg} ${vars.space.sm};

  & > h2 {
    flex: 1;
    margin: 0;
    font-size: ${vars.font.sizeXl};
  }
`;

export const ModalBody = styled.div`
  padding: ${vars.space.sm} ${vars.space.lg} ${vars.space.lg};
  overflow: auto;
  flex: 1;
`;

export const ModalFooter = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} ${vars.space.lg};
  border-top: 1px solid ${vars.color.border};
`;
