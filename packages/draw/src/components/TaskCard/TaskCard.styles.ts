import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg};
  min-width: 0;
`;

export const CardHeader = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space.sm};
  align-items: flex-start;
  & > h3 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
    overflow-wrap: anywhere;
  }
`;

export const Status = styled.p`
  margin: 0;
  color: ${vars.color.fgMuted};
`;

export const ImageFrame = styled.div`
  & > img {
    display: block;
    max-width: 100%;
    max-height: 480px;
    border-radius: ${vars.radius.md};
    background: ${vars.color.bgMuted};
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;

export const Described = styled.pre`
  margin: 0;
  white-space: pre-wrap;
  font-family: inherit;
  padding: ${vars.space.sm};
  background: ${vars.color.bgSubtle};
  border-radius: ${vars.radius.md};
`;

export const Link = styled.a`
  color: ${vars.color.primaryText};
  align-self: center;
`;
