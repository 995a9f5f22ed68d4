import { media, vars } from '@atelier/core';
import { styled } from 'styled-components';
import { type ChromeAttrs, chromeAttrs, hiddenWhileReading } from '../../chrome/readerChrome.styles';

/** The row of reader buttons above the page (contents, search, settings, fullscreen…). */
export const Toolbar = styled.div.attrs<ChromeAttrs>(chromeAttrs)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
  ${hiddenWhileReading}
`;

/** "Chapter 3 of 40 · 12%": at the toolbar's end on wide screens, on its own line on phones. */
export const Status = styled.p`
  margin: 0 0 0 auto;
  color: ${vars.color.fgMuted};
  ${media.below('sm')} {
    margin-left: 0;
    width: 100%;
  }
`;

/**
 * Previous / next chapter or page and the progress slider under the page. It sticks to the bottom of
 * the screen, so a long chapter need not be scrolled to its end to reach it.
 */
export const ChapterNav = styled.nav.attrs<ChromeAttrs>(chromeAttrs)`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} 0;
  background: ${vars.color.bg};
  ${hiddenWhileReading}
`;

/** A list of contents entries, tracks or search hits in a drawer. */
export const ItemList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.xxs};
`;

/** One entry of an `ItemList`; `$depth` indents nested contents entries. */
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

export const SettingsForm = styled.div`
  display: grid;
  gap: ${vars.space.lg};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.fgMuted};
  font-size: ${vars.font.sizeSm};
`;
