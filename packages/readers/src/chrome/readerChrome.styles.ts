import { visuallyHidden } from '@atelier/core';
import { css } from 'styled-components';
/** The attribute (`CHROME_ATTRIBUTE`) that marks chrome, for `styled.x.attrs<ChromeAttrs>(chromeAttrs)`. */
export interface ChromeAttrs {
  'data-reader-chrome': string;
}

export const chromeAttrs: ChromeAttrs = { 'data-reader-chrome': '' };

/**
 * Chrome leaves the layout while the reader reads on (BookReader's root says `data-chrome="hidden"`).
 * It is taken out rather than faded so the text gets the room; in a scrolling page the browser's
 * scroll anchoring keeps the line being read where it was.
 */
export const hiddenWhileReading = css`
  [data-chrome='hidden'] & {
    display: none;
  }
`;

/** Like `hiddenWhileReading`, for the book's title: off screen but still the page's heading for screen readers. */
export const offScreenWhileReading = css`
  [data-chrome='hidden'] & {
    ${visuallyHidden}
  }
`;
