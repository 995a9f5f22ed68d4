import { visuallyHidden } from '@atelier/core';
import styled from 'styled-components';

/** Wraps at 360 px: each button takes its own line. */
export const ArchiveActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** Opened by the import button; out of sight and out of the tab order, still reachable by its label. */
export const HiddenFileInput = styled.input`
  ${visuallyHidden}
  opacity: 0;
`;

export const ArchiveProgressBar = styled.progress`
  width: 100%;
`;
