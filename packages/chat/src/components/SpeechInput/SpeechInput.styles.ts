import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const SpeechNotice = styled.div`
  order: 11;
  flex-basis: 100%;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.fgMuted};
`;
