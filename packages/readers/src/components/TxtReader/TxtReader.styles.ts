import { media, vars } from '@atelier/core';
import { styled } from 'styled-components';
import type { ReaderTheme } from '../../settings/readerSettings';
import { THEME_COLORS } from '../../settings/themeColors';
import { TEXT_FONT_CSS, type TextFontFamily } from '../../settings/textFonts';

export const TxtRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
`;

/** The chapter at its full length; in a box the host sized, it scrolls inside the box. */
export const Page = styled.article<{ $theme: ReaderTheme; $fontSize: number; $lineHeight: number; $fontFamily: TextFontFamily }>`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${vars.space.xl};
  border-radius: ${vars.radius.md};
  background: ${({ $theme }) => THEME_COLORS[$theme].bg};
  color: ${({ $theme }) => THEME_COLORS[$theme].fg};
  font-family: ${({ $fontFamily }) => TEXT_FONT_CSS[$fontFamily]};
  font-size: ${({ $fontSize }) => `${$fontSize}px`};
  line-height: ${({ $lineHeight }) => $lineHeight};
  overflow-wrap: anywhere;
  ${media.below('sm')} {
    padding: ${vars.space.md};
  }
  h2 {
    margin: 0 0 1em;
    font-size: 1.3em;
    line-height: 1.4;
    scroll-margin-top: ${vars.space.lg};
  }
  p {
    margin: 0 0 0.6em;
    text-indent: 2em;
    scroll-margin-top: ${vars.space.lg};
  }
`;
