import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const PendingList = styled.ul`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
`;

export const Chip = styled.li<{ $failed?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
  max-width: 100%;
  min-width: 0;
  padding: ${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.xs};
  border: 1px solid ${({ $failed }) => ($failed ? vars.color.danger : vars.color.border)};
  border-radius: ${vars.radius.md};
  background: ${({ $failed }) => ($failed ? vars.color.dangerSubtle : vars.color.bgSubtle)};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.fg};
`;

export const ChipText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 220px; }
  small { color: ${vars.color.fgMuted}; }
`;

export const Thumb = styled.img`
  width: 40px;
  height: 40px;
  object-fit: cover;
  border-radius: ${vars.radius.sm};
  flex: none;
`;

export const Refusal = styled.div`
  grid-column: 1 / -1;
`;

export const SentList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.xs};
  margin: ${vars.space.xs} 0 0;
  padding: 0;
  list-style: none;
  max-width: min(100%, 780px);
`;

export const ThumbButton = styled.button`
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgSubtle};
  cursor: zoom-in;
  line-height: 0;
  img { width: 96px; height: 96px; object-fit: cover; border-radius: ${vars.radius.md}; }
  &:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 1px; }
`;

export const FullImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70dvh;
  margin: 0 auto;
  object-fit: contain;
`;
