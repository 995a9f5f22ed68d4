import { vars } from '@atelier/core';
import { styled } from 'styled-components';

// The same drop zone as the single-book uploader, and the list parts every library widget shares.
export { DropZone as Zone } from '../BookUploader/BookUploader.styles';
export { ErrorText, Row } from '../shared/parts.styles';

export const BatchRoot = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  max-width: 880px;
  color: ${vars.color.fg};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.fgMuted};
  font-size: ${vars.font.sizeSm};
`;

export const GroupCard = styled.li`
  display: grid;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgElevated};
  list-style: none;
`;

export const GroupList = styled.ul`
  display: grid;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
`;

export const GroupScroller = styled.div`
  max-height: min(640px, 70dvh);
  overflow: auto;
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const FileLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 36px;
  padding: 0 ${vars.space.sm};
  border-bottom: 1px solid ${vars.color.border};
  font-size: ${vars.font.sizeSm};
  > span:first-child {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** A file line of the grouping editor: its buttons wrap under the name on narrow screens. */
export const EditorLine = styled(FileLine)`
  flex-wrap: wrap;
  padding-block: ${vars.space.xs};
  > span:first-child {
    flex: 1 1 160px;
  }
`;

export const StatusBadge = styled.span<{ $status: string }>`
  flex: none;
  padding: 0 ${vars.space.sm};
  border-radius: ${vars.radius.full};
  background: ${({ $status }) =>
    $status === 'uploaded' ? vars.color.successSubtle : $status === 'failed' ? vars.color.dangerSubtle : $status === 'uploading' ? vars.color.primarySubtle : vars.color.bgMuted};
  color: ${vars.color.fg};
  font-size: ${vars.font.sizeSm};
`;

export const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${vars.space.lg};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.primaryFg};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;
