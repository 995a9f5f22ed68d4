import { styled } from 'styled-components';
import { cssDeclarations } from './cssVars';
import { darkTokens, lightTokens } from './tokens';
import { DARK_QUERY } from './colorScheme';

const light = cssDeclarations(lightTokens);
const dark = cssDeclarations(darkTokens);

/**
 * Token values live as CSS variables on our root only (we are a guest on the host page).
 * `auto` is resolved by CSS, so there is no flash before JS knows the system scheme.
 */
export const AtelierRoot = styled.div`
  ${light}
  color-scheme: light;
  color: var(--atelier-color-fg);
  /* Our own surface: a dark widget on a light host page (or the reverse) stays readable. */
  background-color: var(--atelier-color-bg);
  font-family: var(--atelier-font-family);
  font-size: var(--atelier-font-size-md);
  line-height: var(--atelier-font-line-height);

  &[data-color-scheme='dark'] {
    ${dark}
    color-scheme: dark;
  }

  @media ${DARK_QUERY} {
    &[data-color-scheme='auto'] {
      ${dark}
      color-scheme: dark;
    }
  }

  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }

  & :focus-visible {
    outline: 2px solid var(--atelier-color-focus-ring);
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    & *,
    & *::before,
    & *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
