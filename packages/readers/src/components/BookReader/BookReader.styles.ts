import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const ReaderRoot = styled.section`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
`;

export const ReaderTitle = styled.h1`
  margin: 0;
  font-size: ${vars.font.sizeXl};
  overflow-wrap: anywhere;
`;

export const LoadingBox = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  max-width: 480px;
`;
