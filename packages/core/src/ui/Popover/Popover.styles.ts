import styled from 'styled-components';
import { vars } from '../../theme/cssVars';

export const PopoverAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

export const PopoverContent = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 6px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${vars.zIndex.popover};
  min-width: 180px;
  max-width: min(320px, calc(100vw - 16px));
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgElevated};
  color: ${vars.color.fg};
  box-shadow: ${vars.shadow.md};
`;
