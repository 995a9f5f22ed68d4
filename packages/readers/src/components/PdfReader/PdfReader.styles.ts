import { media, vars } from '@atelier/core';
import { styled } from 'styled-components';
import { type ChromeAttrs, chromeAttrs, hiddenWhileReading } from '../../chrome/readerChrome.styles';

export const PdfRoot = styled.div`
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

export const Toolbar = styled.div.attrs<ChromeAttrs>(chromeAttrs)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space.sm};
  ${hiddenWhileReading}
`;

export const Group = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space.xs};
`;

export const PageInput = styled.div`
  width: 6.5em;
`;

export const Total = styled.span`
  padding-bottom: ${vars.space.sm};
  color: ${vars.color.fgMuted};
  white-space: nowrap;
`;

/**
 * The pages; like the EPUB viewport, a default height as flex-basis, filling a host-sized box. While
 * reading, the toolbars and the site's header are gone and the pages take the screen.
 */
export const Scroller = styled.div`
  position: relative;
  flex: 1 1 max(320px, min(78vh, 1000px));
  min-height: 0;
  overflow: auto;
  padding: 16px;
  box-sizing: border-box;
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgMuted};
  ${media.below('sm')} {
    flex-basis: max(320px, calc(100dvh - 260px));
  }
  [data-chrome='hidden'] && {
    flex-basis: max(320px, calc(100dvh - 32px));
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Sheet = styled.div`
  position: relative;
  margin: 0 auto;
`;

/**
 * One page slot: the canvas and pdf.js's text layer on top. The text layer's rules use the custom
 * properties pdf.js sets on its spans (`--font-height`, `--scale-x`, `--rotate`).
 */
export const PageSlot = styled.div`
  position: absolute;
  left: 50%;
  transform: translateX(-50%);
  background: #fff;
  box-shadow: ${vars.shadow.sm};
  canvas {
    display: block;
  }
  .textLayer {
    position: absolute;
    inset: 0;
    overflow: clip;
    line-height: 1;
    text-align: initial;
    transform-origin: 0 0;
    --min-font-size: 1;
    --text-scale-factor: calc(var(--total-scale-factor) * var(--min-font-size));
    --min-font-size-inv: calc(1 / var(--min-font-size));
  }
  .textLayer :is(span, br) {
    color: transparent;
    position: absolute;
    white-space: pre;
    cursor: text;
    transform-origin: 0% 0%;
  }
  .textLayer > :not(.markedContent),
  .textLayer .markedContent span:not(.markedContent) {
    --font-height: 0;
    --scale-x: 1;
    --rotate: 0deg;
    font-size: calc(var(--text-scale-factor) * var(--font-height));
    transform: rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv));
  }
  .textLayer .markedContent {
    display: contents;
  }
  .textLayer ::selection {
    background: rgb(0 100 255 / 0.3);
  }
  .textLayer br::selection {
    background: transparent;
  }
  /* A search match: the glyphs are on the canvas below, so only a tinted box shows. */
  .textLayer mark.pdf-hit {
    color: transparent;
    background: rgb(255 190 0 / 0.45);
    outline: 2px solid rgb(200 120 0 / 0.9);
    border-radius: 2px;
  }
`;

export const PageNumber = styled.span`
  position: absolute;
  inset-block-start: 0;
  inset-inline-end: 100%;
  padding: 0 ${vars.space.xs};
  color: ${vars.color.fgMuted};
  font-size: ${vars.font.sizeSm};
  ${media.below('sm')} {
    display: none;
  }
`;

export const HitBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.xs};
  padding: ${vars.space.xs} ${vars.space.sm};
  border-block-end: 1px solid ${vars.color.border};
`;
