import { media, vars } from '@atelier/core';
import { styled } from 'styled-components';

export const StudioRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(300px, 380px) 1fr;
  gap: ${vars.space.lg};
  min-height: 100%;
  color: ${vars.color.fg};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
  ${media.below('md')} {
    grid-template-columns: 1fr;
  }
`;

export const Panel = styled.section`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bgElevated};
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  align-items: center;
`;

export const Grid2 = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space.sm};
`;

export const FieldSet = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  & > legend {
    padding: 0;
    margin-bottom: ${vars.space.xs};
    font-weight: 600;
  }
`;

export const Tile = styled.button<{ $active: boolean }>`
  min-width: 52px;
  padding: ${vars.space.xs} ${vars.space.sm};
  border-radius: ${vars.radius.md};
  border: 1px solid ${({ $active }) => ($active ? vars.color.primary : vars.color.border)};
  background: ${({ $active }) => ($active ? vars.color.primarySubtle : vars.color.bg)};
  color: ${({ $active }) => ($active ? vars.color.primaryText : vars.color.fg)};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const TextArea = styled.textarea`
  width: 100%;
  box-sizing: border-box;
  min-height: 72px;
  resize: vertical;
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg};
  color: ${vars.color.fg};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
`;

export const Label = styled.label`
  display: block;
  margin-bottom: ${vars.space.xs};
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: ${vars.space.xs} 0 0;
  color: ${vars.color.fgMuted};
  font-size: ${vars.font.sizeSm};
`;

export const Alert = styled.p`
  margin: 0;
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSubtle};
  color: ${vars.color.fg};
  border: 1px solid ${vars.color.danger};
`;

export const Note = styled.p`
  margin: 0;
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.warningSubtle};
  color: ${vars.color.fg};
  font-size: ${vars.font.sizeSm};
`;

export const TaskList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;
