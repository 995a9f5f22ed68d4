import { vars } from '@atelier/core';
import { styled } from 'styled-components';

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

export const GptItem = styled.li<{ $current: boolean }>`
  display: grid;
  gap: ${vars.space.xxs};
  padding: ${vars.space.xs};
  border: 1px solid ${({ $current }) => ($current ? vars.color.primary : vars.color.border)};
  border-radius: ${vars.radius.md};
  overflow-wrap: anywhere;
`;

export const GptButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  width: 100%;
  padding: ${vars.space.xs};
  font: inherit;
  text-align: start;
  color: ${vars.color.fg};
  background: transparent;
  border: 0;
  border-radius: ${vars.radius.sm};
  cursor: pointer;
  &:hover { background: ${vars.color.bgSubtle}; }
  &:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 1px; }
`;

export const GptBadge = styled.span`
  margin-inline-start: auto;
  padding: 0 ${vars.space.xs};
  border-radius: ${vars.radius.full};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryText};
  font-size: ${vars.font.sizeSm};
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

export const GptText = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  padding-inline-start: calc(40px + ${vars.space.md});
  font-size: ${vars.font.sizeSm};
  & small { color: ${vars.color.fgMuted}; font-size: ${vars.font.sizeSm}; }
  &:empty { display: none; }
`;

export const GptsFailure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
`;
