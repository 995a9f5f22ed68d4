import { vars } from '@atelier/core';
import { styled } from 'styled-components';

/** Where a dialog will open while its code downloads: a small spinner and "Opening…", never focused. */
export const DialogLoadingRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.fgMuted};
`;
