import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const TooltipAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

export const TooltipBubble = styled.span`
  position: absolute;
  top: calc(100% + ${vars.space.xs});
  left: 50%;
  transform: translateX(-50%);
  z-index: ${vars.zIndex.popover};
  padding: ${vars.space.xxs} ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.fg};
  color: ${vars.color.bg};
  font-size: ${vars.font.sizeSm};
  font-weight: 400;
  line-height: ${vars.font.lineHeight};
  white-space: nowrap;
  pointer-events: none;
  box-shadow: ${vars.shadow.sm};
`;
