import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const PopoverContent = styled.div`
  position: fixed;
  /* Same level as modals: DOM order then puts a popover opened inside a modal above it. */
  z-index: ${vars.zIndex.modal};
  box-sizing: border-box;
  min-width: 180px;
  max-width: min(320px, calc(100vw - 16px));
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgElevated};
  color: ${vars.color.fg};
  font-size: ${vars.font.sizeMd};
  box-shadow: ${vars.shadow.md};
  outline: none;
`;
