import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const GalleryRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  height: 100%;
  min-height: 360px;
  color: ${vars.color.fg};
  font-family: ${vars.font.family};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  align-items: flex-end;
  justify-content: space-between;
`;

export const Scroller = styled.div`
  flex: 1;
  min-height: 300px;
  overflow: auto;
`;

export const GalleryRow = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  position: absolute;
  left: 0;
  right: 0;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${vars.space.sm};
`;

export const Thumb = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  overflow: hidden;
  background: ${vars.color.bgMuted};
  cursor: zoom-in;
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Preview = styled.figure`
  margin: 0;
  & > img {
    display: block;
    max-width: 100%;
    max-height: 60vh;
    margin: 0 auto;
  }
  & > figcaption {
    margin-top: ${vars.space.sm};
    overflow-wrap: anywhere;
  }
`;

export const DownloadLink = styled.a`
  color: ${vars.color.primaryText};
  align-self: center;
`;
