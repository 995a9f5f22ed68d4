import { media, vars } from '@atelier/core';
import { styled } from 'styled-components';
import type { ReaderTheme } from '../../settings/readerSettings';
import { THEME_COLORS } from '../../settings/themeColors';
import { ChapterNav, Toolbar } from '../ReaderParts/ReaderParts.styles';

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

/**
 * Where epub.js draws the book; it needs a definite height to paginate. Its flex-basis is the
 * default height; in a box the host sized it shrinks or grows to fill what the toolbars leave.
 *
 * On a phone it fills the screen behind the chrome instead, which is drawn over it: epub.js does not
 * lay a page out again when its box grows (and doing so would move the text under the finger), so
 * the box never changes size when the chrome leaves or returns.
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
    position: fixed;
    inset: 0;
    z-index: 0;
    padding: ${vars.space.xs};
    border-radius: 0;
  }
`;

/**
 * The toolbar. On a phone it covers the book from its own bottom edge up to the top of the screen
 * (the spread shadow, which takes no room), so the gaps between the page's header, the title and the
 * toolbar do not show the book through. A host's header above the reader stays visible only when it
 * is positioned with a `z-index` of 2 or more (the title has 2).
 */
export const EpubToolbar = styled(Toolbar)`
  ${media.below('sm')} {
    position: relative;
    z-index: 1;
    padding-bottom: ${vars.space.sm};
    background: ${vars.color.bg};
    box-shadow: 0 -100vmax 0 100vmax ${vars.color.bg};
  }
`;

/** The page buttons and the progress slider; on a phone they lie over the bottom of the book. */
export const EpubChapterNav = styled(ChapterNav)`
  ${media.below('sm')} {
    position: fixed;
    inset-inline: 0;
    bottom: 0;
    padding: ${vars.space.sm} ${vars.space.sm} calc(${vars.space.sm} + env(safe-area-inset-bottom));
  }
`;

export const Stage = styled.div`
  position: absolute;
  inset: ${vars.space.md};
  ${media.below('sm')} {
    inset: ${vars.space.xs};
  }
`;

export const PanelForm = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;
