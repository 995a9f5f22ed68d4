import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const CardRoot = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${vars.space.md};
  align-items: start;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgElevated};
  list-style: none;
`;

export const Cover = styled.div`
  display: grid;
  place-items: center;
  width: 64px;
  height: 88px;
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.bgMuted};
  color: ${vars.color.fgMuted};
  font-size: ${vars.font.sizeSm};
  text-align: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  min-width: 0;
`;
