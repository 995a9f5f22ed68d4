import { vars } from '@atelier/core';
import styled from 'styled-components';

export const GptsPane = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  min-width: 0;
`;

export const GptsSection = styled.section`
  display: grid;
  gap: ${vars.space.xs};
  & > h3 { margin: 0; font-size: ${vars.font.sizeMd}; }
`;

export const GptsList = styled.ul`
  display: grid;
  gap: ${vars.space.xs};
  max-height: min(420px, 50dvh);
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GptButton = styled.button`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  gap: ${vars.space.sm};
  align-items: start;
  width: 100%;
  padding: ${vars.space.sm};
  font: inherit;
  text-align: start;
  color: ${vars.color.fg};
  background: ${vars.color.bg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover { background: ${vars.color.bgSubtle}; }
  &[aria-current='true'] { border-color: ${vars.color.primary}; }
  &:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 1px; }
  & small { color: ${vars.color.fgMuted}; font-size: ${vars.font.sizeSm}; }
`;

export const GptLogo = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryText};
  font-weight: 600;
  & img { width: 100%; height: 100%; object-fit: cover; }
`;

export const GptText = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;
