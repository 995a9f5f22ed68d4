import { media, vars } from '@atelier/core';
import { styled } from 'styled-components';
import { type ChromeAttrs, chromeAttrs, offScreenWhileReading } from '../../chrome/readerChrome.styles';

/**
 * A column whose last part (the format's view, or loading/error) takes whatever height the host
 * gives (a \`height\` in \`style\`/\`className\`, a flex or grid parent) and gives it on to the reading
 * area. Without a host height every part keeps its own height (each view's reading area has a
 * default flex-basis), so nothing changes on a page that lets the reader grow.
 */
export const ReaderRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  min-width: 0;
  box-sizing: border-box;
  & > * {
    flex: none;
  }
  & > :last-child {
    flex: 1 1 auto;
    min-height: 0;
  }
  color: ${vars.color.fg};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
`;

/** The book's title; on a phone it lies over the EPUB toolbar's cover, which hides the book behind the chrome. */
export const ReaderTitle = styled.h1.attrs<ChromeAttrs>(chromeAttrs)`
  margin: 0;
  font-size: ${vars.font.sizeXl};
  overflow-wrap: anywhere;
  ${offScreenWhileReading}
  ${media.below('sm')} {
    [data-chrome='shown']:has(> [data-part='epub-reader']) > & {
      position: relative;
      z-index: 2;
    }
  }
`;

export const LoadingBox = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  max-width: 480px;
`;
