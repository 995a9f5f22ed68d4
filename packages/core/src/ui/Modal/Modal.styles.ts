import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { media } from '../../theme/tokens';

/** Spec §9: modals are at most 640 px wide. */
export const MODAL_MAX_WIDTH = 640;

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
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${MODAL_MAX_WIDTH}px;
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

export const ModalHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.lg} ${vars.space.lg} ${vars.space.sm};
`;

export const ModalTitle = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${vars.font.sizeXl};
  overflow-wrap: anywhere;
`;

// A div: hosts pass structured descriptions (a confirm with a checkbox), which a <p> may not hold.
export const ModalDescription = styled.div`
  margin: 0;
  padding: 0 ${vars.space.lg};
  color: ${vars.color.fgMuted};
`;

export const ModalBody = styled.div`
  flex: 1;
  padding: ${vars.space.sm} ${vars.space.lg} ${vars.space.lg};
  overflow: auto;
`;

export const ModalFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} ${vars.space.lg};
  border-top: 1px solid ${vars.color.border};
`;
