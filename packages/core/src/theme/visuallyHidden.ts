import { css } from 'styled-components';

/**
 * Out of sight, still read by screen readers; a file input styled so is still opened by its label.
 * For a styled component: `styled.span\`${visuallyHidden}\``.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
