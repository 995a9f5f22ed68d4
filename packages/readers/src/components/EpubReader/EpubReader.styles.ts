import { media, vars } from '@atelier/core';
import { styled } from 'styled-components';
import type { ReaderTheme } from '../../settings/readerSettings';
import { THEME_COLORS } from '../TxtReader/TxtReader.styles';

export const BookRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  min-width: 0;
  color: ${vars.color.fg};
  background: ${vars.color.bg};
  &:fullscreen {
    padding: ${vars.space.md};
    height: 100vh;
    box-sizing: border-box;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
`;

export const Status = styled.p`
  margin: 0 0 0 auto;
  color: ${vars.color.fgMuted};
  ${media.below('sm')} {
    margin-left: 0;
    width: 100%;
  }
`;

/**
 * Where epub.js draws the book; it needs a definite height to paginate. Its flex-basis is the
 * default height; in a box the host sized it shrinks or grows to fill what the toolbars leave.
 */
export const Viewport = styled.div<{ $theme: ReaderTheme }>`
  position: relative;
  flex: 1 1 max(320px, min(75vh, 900px));
  min-height: 0;
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${({ $theme }) => THEME_COLORS[$theme].bg};
  color: ${({ $theme }) => THEME_COLORS[$theme].fg};
  overflow: hidden;
  touch-action: pan-y;
  ${media.below('sm')} {
    flex-basis: max(320px, calc(100dvh - 220px));
    padding: ${vars.space.xs};
  }
`;

export const Stage = styled.div`
  position: absolute;
  inset: ${vars.space.md};
  ${media.below('sm')} {
    inset: ${vars.space.xs};
  }
`;

export const PageNav = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space.sm};
`;

export const ItemList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.xxs};
`;

export const ItemButton = styled.button<{ $current?: boolean; $depth?: number }>`
  width: 100%;
  padding: ${vars.space.sm} ${vars.space.md};
  padding-inline-start: ${({ $depth = 0 }) => `calc(${vars.space.md} + ${$depth * 16}px)`};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: ${({ $current }) => ($current ? vars.color.primarySubtle : 'transparent')};
  color: ${({ $current }) => ($current ? vars.color.primaryText : vars.color.fg)};
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover {
    background: ${vars.color.bgMuted};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: -2px;
  }
`;

export const PanelForm = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;

export const SettingsStack = styled.div`
  display: grid;
  gap: ${vars.space.lg};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.fgMuted};
  font-size: ${vars.font.sizeSm};
`;
