import { media, vars } from '@atelier/core';
import { styled } from 'styled-components';
import type { ReaderTheme } from '../../settings/readerSettings';
import { THEME_COLORS } from '../../settings/themeColors';

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

export const PanelForm = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;
