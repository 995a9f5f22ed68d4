import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const SliderRoot = styled.div`
  position: relative;
  flex: 1 1 160px;
  min-width: 0;
  display: grid;
  align-items: center;
`;

export const Range = styled.input`
  width: 100%;
  margin: 0;
  accent-color: ${vars.color.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 4px;
  }
`;

/** A chapter start under the track; `$at` is 0..100 per cent of the track. */
export const Tick = styled.span<{ $at: number }>`
  position: absolute;
  bottom: -2px;
  left: ${({ $at }) => `${$at}%`};
  width: 1px;
  height: 6px;
  background: ${vars.color.borderStrong};
  pointer-events: none;
`;

/** Names the chapter and place under the thumb while dragging. */
export const Preview = styled.output`
  position: absolute;
  bottom: calc(100% + ${vars.space.xs});
  left: 50%;
  transform: translateX(-50%);
  max-width: 100%;
  padding: ${vars.space.xxs} ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.bgElevated};
  box-shadow: ${vars.shadow.md};
  color: ${vars.color.fg};
  font-size: ${vars.font.sizeSm};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  pointer-events: none;
`;
