import { media, vars } from '@atelier/core';
import { styled } from 'styled-components';
import type { ReaderTheme } from '../../settings/readerSettings';

/** Page colours per reading theme; each pair passes WCAG AA for body text. */
export const THEME_COLORS: Record<ReaderTheme, { bg: string; fg: string; muted: string }> = {
  light: { bg: '#ffffff', fg: '#1f2328', muted: '#57606a' },
  sepia: { bg: '#f4ecd8', fg: '#433422', muted: '#5f4b32' },
  dark: { bg: '#1b1d21', fg: '#d9dce1', muted: '#a4aab3' },
};

export const TxtRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
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

/** The chapter at its full length; in a box the host sized, it scrolls inside the box. */
export const Page = styled.article<{ $theme: ReaderTheme; $fontSize: number; $lineHeight: number }>`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${vars.space.xl};
  border-radius: ${vars.radius.md};
  background: ${({ $theme }) => THEME_COLORS[$theme].bg};
  color: ${({ $theme }) => THEME_COLORS[$theme].fg};
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

export const ChapterNav = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space.sm};
`;

export const ChapterList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.xxs};
`;

export const ChapterButton = styled.button<{ $current: boolean }>`
  width: 100%;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: ${({ $current }) => ($current ? vars.color.primarySubtle : 'transparent')};
  color: ${({ $current }) => ($current ? vars.color.primaryText : vars.color.fg)};
  font: inherit;
  text-align: start;
  cursor: pointer;
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
