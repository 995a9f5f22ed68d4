import { vars } from '@atelier/core';
import styled from 'styled-components';

export const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.danger};
`;

export const Section = styled.section`
  display: grid;
  gap: 12px;
  margin-block: 16px;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.1rem;
`;

export const DeviceList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

/** Wraps at 360 px: the text takes the line, the button goes under it. */
export const DeviceRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 12px;
  border: 1px solid ${vars.color.border};
  border-radius: 8px;
  min-width: 0;
`;

export const DeviceText = styled.div`
  min-width: 0;
  flex: 1 1 200px;
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.fgMuted};
  font-size: 0.9em;
`;

export const Badge = styled.span`
  margin-inline-start: 8px;
  padding: 0 6px;
  border-radius: 4px;
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryText};
  font-size: 0.8em;
`;
