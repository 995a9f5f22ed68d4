import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const VideoStage = styled.div`
  display: grid;
  gap: ${vars.space.md};
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgElevated};
  &:fullscreen {
    align-content: center;
    background: #000;
    color: #fff;
  }
`;

export const Video = styled.video`
  display: block;
  width: 100%;
  max-height: 70vh;
  background: #000;
  border-radius: ${vars.radius.sm};
  ${VideoStage}:fullscreen & {
    max-height: calc(100vh - 220px);
  }
`;
