import { media, vars } from '@atelier/core';
import { styled } from 'styled-components';

export const UploaderRoot = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  max-width: 640px;
  color: ${vars.color.fg};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
`;

export const UploaderTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
`;

export const DropZone = styled.div<{ $active: boolean; $invalid: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xl} ${vars.space.lg};
  border: 2px dashed ${({ $active, $invalid }) => ($invalid ? vars.color.danger : $active ? vars.color.primary : vars.color.borderStrong)};
  border-radius: ${vars.radius.lg};
  background: ${({ $active }) => ($active ? vars.color.primarySubtle : vars.color.bgSubtle)};
  text-align: center;
  ${media.below('sm')} {
    padding: ${vars.space.lg} ${vars.space.md};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.fgMuted};
  font-size: ${vars.font.sizeSm};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.danger};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
`;

export const Figures = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  margin: 0;
  color: ${vars.color.fgMuted};
  font-size: ${vars.font.sizeSm};
  font-variant-numeric: tabular-nums;
`;

export const ResultCard = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.lg};
  align-items: center;
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.successSubtle};
  img {
    width: 128px;
    height: 128px;
    background: #fff;
  }
`;

export const ReadLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${vars.space.lg};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.primaryFg};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
