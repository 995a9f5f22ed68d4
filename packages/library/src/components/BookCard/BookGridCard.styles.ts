import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const GridCardRoot = styled.li`
  position: relative;
  display: grid;
  gap: ${vars.space.xs};
  align-content: start;
  min-width: 0;
  list-style: none;
`;

export const GridCover = styled.div`
  position: relative;
  aspect-ratio: 2 / 3;
  width: 100%;
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.bgMuted};
  box-shadow: ${vars.shadow.sm};
  > img,
  > [data-part='generated-cover'] {
    width: 100%;
    height: 100%;
  }
  > img {
    object-fit: cover;
    display: block;
  }
  /* Room under the author for the format badge drawn over the cover's bottom edge. */
  > [data-part='generated-cover'] {
    padding-block-end: 40px;
  }
`;

export const GridBadges = styled.div`
  position: absolute;
  inset-block-end: ${vars.space.xs};
  inset-inline-start: ${vars.space.xs};
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xxs};
  max-width: calc(100% - 2 * ${vars.space.xs});
  > * {
    box-shadow: ${vars.shadow.sm};
  }
`;

/** Two lines of the title at most; the full title stays the link's accessible name. */
export const GridTitle = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  line-height: 1.35;
`;

export const GridAuthor = styled.span`
  overflow: hidden;
  color: ${vars.color.fgMuted};
  font-size: ${vars.font.sizeSm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * The owner's actions over the cover's top edge. Mouse users see them while the pointer is over
 * the card; keyboard users whenever focus is inside it (they stay in the Tab order throughout);
 * touch screens, which have no hover, open them with the "more" button.
 */
export const GridActions = styled.div`
  position: absolute;
  inset-block-start: ${vars.space.xs};
  inset-inline: ${vars.space.xs};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${vars.space.xxs};
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
  [data-part='book-actions'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    align-items: center;
    gap: ${vars.space.xxs};
    padding: ${vars.space.xxs};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bgElevated};
    box-shadow: ${vars.shadow.md};
    opacity: 0;
    transition: opacity 120ms ease-out;
  }
  [data-part='book-more'] {
    background: ${vars.color.bgElevated};
    box-shadow: ${vars.shadow.sm};
  }
  ${GridCardRoot}:hover & [data-part='book-actions'],
  ${GridCardRoot}:focus-within & [data-part='book-actions'],
  [data-part='book-actions'][data-state='open'],
  [data-part='book-actions']:has(input:checked) {
    opacity: 1;
  }
  @media (hover: hover) and (pointer: fine) {
    [data-part='book-more'] {
      display: none;
    }
  }
`;

export const GridMeta = styled.div`
  display: grid;
  gap: ${vars.space.xxs};
  min-width: 0;
`;
