import { vars } from '@atelier/core';
import { styled } from 'styled-components';
import type { ReaderTheme } from '../../settings/readerSettings';
import { THEME_COLORS } from '../../settings/themeColors';

export const ChapterFrame = styled.iframe<{ $theme: ReaderTheme }>`
  display: block;
  width: 100%;
  flex: 1 1 max(320px, min(75vh, 960px));
  min-height: 0;
  border: 0;
  border-radius: ${vars.radius.md};
  background: ${({ $theme }) => THEME_COLORS[$theme].bg};
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const FrameBox = styled.div`
  display: grid;
  min-height: 320px;
  place-items: center;
`;
