import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const SectionForm = styled.div`
  display: grid;
  gap: ${vars.space.md};
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeMd};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space.sm};
  & > :first-child { flex: 1 1 200px; min-width: 0; }
`;

export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${vars.space.md};
`;

export const PromptLabel = styled.label`
  display: grid;
  gap: ${vars.space.xxs};
  font-size: ${vars.font.sizeSm};
  font-weight: 600;
  textarea {
    font: inherit;
    font-weight: normal;
    min-height: 72px;
    resize: vertical;
    padding: ${vars.space.sm};
    border-radius: ${vars.radius.md};
    border: 1px solid ${vars.color.borderStrong};
    background: ${vars.color.bg};
    color: ${vars.color.fg};
    &:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 1px; }
  }
  small { font-weight: normal; color: ${vars.color.fgMuted}; }
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.fgMuted};
`;
