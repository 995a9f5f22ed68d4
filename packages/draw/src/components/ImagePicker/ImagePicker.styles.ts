import { vars, visuallyHidden } from '@atelier/core';
import { styled } from 'styled-components';

export const DropZone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm};
  border: 1px dashed ${({ $over }) => ($over ? vars.color.primary : vars.color.borderStrong)};
  border-radius: ${vars.radius.md};
  background: ${({ $over }) => ($over ? vars.color.primarySubtle : 'transparent')};
`;

export const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

export const Thumb = styled.li`
  position: relative;
  width: 64px;
  height: 64px;
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: ${vars.radius.sm};
  }
  /* The remove button sits in its tooltip's anchor (IconButton). */
  & > [data-part='tooltip-anchor'] {
    position: absolute;
    top: -6px;
    right: -6px;
  }
`;

export const HiddenInput = styled.input`
  ${visuallyHidden}
`;
