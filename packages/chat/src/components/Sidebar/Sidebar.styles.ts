import { vars } from '@atelier/core';
import { styled } from 'styled-components';
import { narrowPanel } from '../ChatPanel/ChatPanel.styles';

export const SidebarRoot = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  width: 260px;
  flex-shrink: 0;
  padding: ${vars.space.md};
  border-right: 1px solid ${vars.color.border};
  background: ${vars.color.bgSubtle};
  overflow-y: auto;
  /* The attribute alone loses to \`display: flex\`: a collapsed list stayed on screen. */
  &[hidden] {
    display: none;
  }
  &[data-mode='drawer'] {
    position: absolute;
    inset: 0 auto 0 0;
    z-index: 2;
    width: min(320px, 88%);
    box-shadow: ${vars.shadow.lg};
  }
  /* Before the panel has measured itself (or without script), a phone still gets a usable list. */
  ${narrowPanel} {
    &[data-mode='docked'] {
      width: 100%;
      max-height: 45dvh;
      border-right: 0;
      border-bottom: 1px solid ${vars.color.border};
    }
  }
`;

export const SidebarTop = styled.div`
  display: flex;
  gap: ${vars.space.xs};
  & > :first-child {
    flex: 1;
  }
`;

/** Covers the chat while the drawer is open; a tap on it closes the drawer. */
export const DrawerBackdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  background: ${vars.color.overlay};
`;

export const ConversationList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
`;

export const ConversationItem = styled.li<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  border-radius: ${vars.radius.md};
  padding: ${vars.space.xxs};
  background: ${({ $active }) => ($active ? vars.color.primarySubtle : 'transparent')};
`;

export const ConversationButton = styled.button`
  font: inherit;
  text-align: left;
  border: 0;
  background: none;
  color: ${vars.color.fg};
  padding: ${vars.space.xs};
  cursor: pointer;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:focus-visible { outline: 2px solid ${vars.color.focusRing}; }
  small { display: block; color: ${vars.color.fgMuted}; white-space: normal; }
`;
