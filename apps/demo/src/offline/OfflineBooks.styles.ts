import { vars } from '@atelier/core';
import styled from 'styled-components';

export const SavingPercent = styled.span`
  align-self: center;
  font-variant-numeric: tabular-nums;
  font-size: 0.85em;
`;

export const KeptList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

export const KeptItem = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  padding: 8px 12px;
  border: 1px solid ${vars.color.border};
  border-radius: 8px;

  & > a {
    flex: 1 1 200px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
