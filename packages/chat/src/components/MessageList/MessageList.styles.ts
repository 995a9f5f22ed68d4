import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const ListScroller = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 ${vars.space.md};
`;

export const MessageArticle = styled.article<{ $role: 'user' | 'assistant' }>`
  padding: ${vars.space.md} 0;
  display: flex;
  flex-direction: column;
  align-items: ${({ $role }) => ($role === 'user' ? 'flex-end' : 'flex-start')};
`;

export const Bubble = styled.div<{ $role: 'user' | 'assistant' }>`
  max-width: min(100%, 780px);
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.lg};
  background: ${({ $role }) => ($role === 'user' ? vars.color.primarySubtle : vars.color.bgSubtle)};
  color: ${vars.color.fg};
`;

export const MetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.xxs};
  margin-top: ${vars.space.xxs};
  color: ${vars.color.fgMuted};
  font-size: ${vars.font.sizeSm};
`;

export const Thinking = styled.details`
  margin-bottom: ${vars.space.sm};
  color: ${vars.color.fgMuted};
  border-left: 3px solid ${vars.color.border};
  padding-left: ${vars.space.sm};
  summary { cursor: pointer; }
  div { white-space: pre-wrap; }
`;

export const JumpButton = styled.button`
  position: sticky;
  bottom: ${vars.space.md};
  left: 50%;
  transform: translateX(-50%);
  display: block;
  font: inherit;
  font-size: ${vars.font.sizeSm};
  padding: ${vars.space.xs} ${vars.space.md};
  border-radius: ${vars.radius.full};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.bgElevated};
  color: ${vars.color.fg};
  box-shadow: ${vars.shadow.md};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${vars.color.focusRing}; }
`;

export const EditArea = styled.textarea`
  font: inherit;
  width: min(100%, 780px);
  min-height: 80px;
  padding: ${vars.space.sm};
  border-radius: ${vars.radius.md};
  border: 1px solid ${vars.color.borderStrong};
  background: ${vars.color.bg};
  color: ${vars.color.fg};
`;
