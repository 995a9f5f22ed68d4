import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { media } from '../../theme/tokens';

export const DrawerBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.drawer};
  background: ${vars.color.overlay};
`;

export const DrawerPanel = styled.div<{ $side: 'left' | 'right' }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  z-index: ${vars.zIndex.drawer};
  box-sizing: border-box;
  width: min(400px, 90vw);
  display: flex;
  flex-direction: column;
  background: ${vars.color.bgElevated};
  color: ${vars.color.fg};
  box-shadow: ${vars.shadow.lg};
  outline: none;

  ${media.below('sm')} {
    top: auto;
    left: 0;
    right: 0;
    width: 100%;
    max-height: 85vh;
    border-radius: ${vars.radius.lg} ${vars.radius.lg} 0 0;
  }
`;

export const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};
`;

export const DrawerTitle = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${vars.font.sizeLg};
`;

export const DrawerBody = styled.div`
  flex: 1;
  padding: ${vars.space.lg};
  overflow: auto;
`;

export const DrawerFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} ${vars.space.lg};
  border-top: 1px solid ${vars.color.border};
`;
