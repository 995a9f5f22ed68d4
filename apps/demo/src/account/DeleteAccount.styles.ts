import { vars } from '@atelier/core';
import styled from 'styled-components';

/** The danger area at the foot of /mine: set apart by a red border, wrapping at 360 px. */
export const DangerArea = styled.section`
  display: grid;
  gap: 8px;
  justify-items: start;
  margin-block: 24px 16px;
  padding: 12px 16px;
  border: 1px solid ${vars.color.danger};
  border-radius: 8px;
  min-width: 0;
  overflow-wrap: anywhere;
`;
