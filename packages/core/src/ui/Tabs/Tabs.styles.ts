import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const TabsRoot = styled.div`
  min-width: 0;
`;

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
  font-size: ${vars.font.sizeMd};
  color: ${vars.color.fgMuted};
  cursor: pointer;
  white-space: nowrap;

  &:hover:not(:disabled) {
    color: ${vars.color.fg};
  }
  &[aria-selected='true'] {
    color: ${vars.color.primaryText};
    border-bottom-color: ${vars.color.primary};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: -2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const TabPanel = styled.div`
  padding-top: ${vars.space.md};

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;
