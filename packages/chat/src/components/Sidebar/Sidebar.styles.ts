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
  ${narrowPanel} {
    width: 100%;
    max-height: 45dvh;
    border-right: 0;
    border-bottom: 1px solid ${vars.color.border};
  }
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
