import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const VideoStage = styled.div`
  display: flex;
  flex-direction: column;
  flex: 0 1 auto;
  min-height: 0;
  overflow-y: auto;
  gap: ${vars.space.md};
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgElevated};
  &:fullscreen {
    justify-content: center;
    background: #000;
    color: #fff;
  }
`;

/**
 * Shrinks (letterboxed) in a host box that is too low, down to half the stage; then the controls
 * scroll under it. Without a host height the percentage does not apply and nothing changes.
 */
export const Video = styled.video`
  display: block;
  flex: 0 1 auto;
  min-height: min(200px, 50%);
  width: 100%;
  max-height: 70vh;
  background: #000;
  border-radius: ${vars.radius.sm};
  ${VideoStage}:fullscreen & {
    max-height: calc(100vh - 220px);
  }
`;
