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

export const BooksChoice = styled.fieldset`
  display: grid;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 4px;
    padding: 0;
    font-weight: 500;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    cursor: pointer;
  }
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    flex: none;
    accent-color: ${vars.color.danger};
  }
  input:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
`;

export const ChoiceHint = styled.p`
  margin: 0;
  padding-inline-start: 24px;
  color: ${vars.color.fgMuted};
  font-size: 0.9em;
`;
