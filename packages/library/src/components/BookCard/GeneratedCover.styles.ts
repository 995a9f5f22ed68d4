import { vars } from '@atelier/core';
import { css, styled } from 'styled-components';

/** Fonts that hold Chinese, Japanese and Korean glyphs before the generic fallback. */
export const COVER_FONTS = 'system-ui, "Noto Sans", "Noto Sans CJK SC", "Microsoft YaHei", "PingFang SC", sans-serif';

export const GeneratedCoverRoot = styled.div`
  container-type: inline-size;
  box-sizing: border-box;
  display: grid;
  grid-template-rows: minmax(0, 1fr) auto;
  gap: 4%;
  width: 100%;
  height: 100%;
  padding: 10% 9%;
  overflow: hidden;
  font-family: ${COVER_FONTS};
  text-align: start;
  /* A thin inner rule, as on a printed cover; the surface colour comes from the book's id. */
  box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.18);
  border-radius: ${vars.radius.sm};
`;

/**
 * At most `lines` lines, `small` on covers up to 100 px wide (the list's thumbnails). Clamped with
 * `align-self`, not stretched: a clamped box stretched to its grid row would still paint the lines
 * after the ellipsis.
 */
const clampedLines = (lines: number, small: number, alignSelf: 'start' | 'end') => css`
  align-self: ${alignSelf};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  line-clamp: ${lines};
  overflow: hidden;
  overflow-wrap: anywhere;
  @container (max-width: 100px) {
    -webkit-line-clamp: ${small};
    line-clamp: ${small};
  }
`;

export const GeneratedCoverTitle = styled.span`
  ${clampedLines(5, 3, 'start')}
  font-size: clamp(9px, 12cqi, 20px);
  font-weight: 700;
  line-height: 1.25;
`;

export const GeneratedCoverAuthor = styled.span`
  ${clampedLines(2, 1, 'end')}
  font-size: clamp(8px, 8cqi, 14px);
  line-height: 1.3;
  opacity: 0.9;
`;
