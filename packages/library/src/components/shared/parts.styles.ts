import { media, vars, visuallyHidden } from '@atelier/core';
import { styled } from 'styled-components';

export const WidgetRoot = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
`;

export const WidgetHeading = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
`;

export const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space.sm};
  > * {
    min-width: 140px;
  }
  ${media.below('sm')} {
    > * {
      flex: 1 1 100%;
    }
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
`;

export const Muted = styled.span`
  color: ${vars.color.fgMuted};
  font-size: ${vars.font.sizeSm};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.danger};
`;

export const Badge = styled.span<{ $tone: 'neutral' | 'success' | 'danger' | 'primary' | 'warning' }>`
  display: inline-block;
  padding: 0 ${vars.space.sm};
  border-radius: ${vars.radius.full};
  background: ${({ $tone }) =>
    $tone === 'success'
      ? vars.color.successSubtle
      : $tone === 'danger'
        ? vars.color.dangerSubtle
        : $tone === 'primary'
          ? vars.color.primarySubtle
          : $tone === 'warning'
            ? vars.color.warningSubtle
            : vars.color.bgMuted};
  color: ${vars.color.fg};
  font-size: ${vars.font.sizeSm};
  white-space: nowrap;
`;

export const CardList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.below('sm')} {
    grid-template-columns: 1fr;
  }
`;

export const Card = styled.li`
  display: grid;
  gap: ${vars.space.xs};
  align-content: start;
  min-width: 0;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgElevated};
`;

export const TextLink = styled.a`
  color: ${vars.color.primaryText};
  font-weight: 600;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Mark = styled.mark`
  background: ${vars.color.warningSubtle};
  color: inherit;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${vars.space.sm};
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
    vertical-align: middle;
  }
  th {
    color: ${vars.color.fgMuted};
    font-weight: 600;
    font-size: ${vars.font.sizeSm};
  }
`;

/** Wide tables scroll sideways inside this at 360 px instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

/** Read by screen readers, not shown (a busy list's one "Loading…"). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
