import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { coreNamespace } from '../../i18n/coreNamespace';
import { useT } from '../../i18n/useT';
import { useThemeState } from '../../provider/contexts';
import { vars } from '../../theme/cssVars';
import { media } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { trapTab } from '../Overlay/focusable';
import { useOverlayFocus } from '../Overlay/useOverlayFocus';
import { useScrollLock } from '../Overlay/useScrollLock';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.drawer};
  background: ${vars.color.overlay};
`;

const Panel = styled.div<{ $side: 'left' | 'right' }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  width: min(360px, 90vw);
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

const Header = styled.header`
  display: flex;
  align-items: center;
  padding: ${vars.space.md} ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};
  & > h2 {
    flex: 1;
    margin: 0;
    font-size: ${vars.font.sizeLg};
  }
`;

const Body = styled.div`
  padding: ${vars.space.lg};
  overflow: auto;
`;

export interface DrawerProps {
  open: boolean;
  onOpenChange: (details: { open: boolean }) => void;
  title: ReactNode;
  children?: ReactNode;
  /** Desktop side; on phones it is always a bottom sheet. @default 'right' */
  side?: 'left' | 'right';
}

export function Drawer({ open, onOpenChange, title, children, side = 'right' }: DrawerProps) {
  const t = useT(coreNamespace);
  const { portalContainer } = useThemeState();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const visible = open && portalContainer !== null;
  useScrollLock(visible);
  useOverlayFocus(visible, panelRef);
  if (!visible) return null;
  const close = () => onOpenChange({ open: false });
  return createPortal(
    <>
      <Backdrop data-part="drawer-backdrop" onMouseDown={close} />
      <Panel
        ref={panelRef}
        $side={side}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-part="drawer"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            close();
          } else if (panelRef.current) trapTab(e, panelRef.current);
        }}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <Button variant="ghost" size="sm" aria-label={t('ui.close')} icon={<span aria-hidden="true">✕</span>} onClick={close} />
        </Header>
        <Body>{children}</Body>
      </Panel>
    </>,
    portalContainer,
  );
}
