import styled from 'styled-components';
import { vars } from '../../theme/cssVars';

export const TabList = styled.div`
  display: flex;
  gap: ${vars.space.xs};
  border-bottom: 1px solid ${vars.color.border};
  overflow-x: auto;
`;

export const TabButton = styled.button`
  padding: ${vars.space.sm} ${vars.space.md};
  border: none;
  border-bottom: 2px solid transparent;
  background: none;
  font: inherit;
  color: ${vars.color.fgMuted};
  cursor: pointer;
  white-space: nowrap;

  &[aria-selected='true'] {
    color: ${vars.color.primaryText};
    border-bottom-color: ${vars.color.primary};
    font-weight: 600;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const TabPanel = styled.div`
  padding-top: ${vars.space.md};
`;
