import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const PromptPane = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  min-width: 0;
  padding-top: ${vars.space.sm};
`;

export const PromptActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.xs};
`;

export const PromptHint = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.fgMuted};
`;

export const PromptListRoot = styled.ul`
  display: grid;
  gap: ${vars.space.xs};
  max-height: min(420px, 50dvh);
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PromptRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  @media (max-width: 480px) { grid-template-columns: minmax(0, 1fr); }
`;

export const PromptText = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
  & > span {
    font-size: ${vars.font.sizeSm};
    color: ${vars.color.fgMuted};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

export const PromptFormRoot = styled.form`
  display: grid;
  gap: ${vars.space.xs};
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  & label { font-weight: 600; font-size: ${vars.font.sizeSm}; }
  & textarea { font: inherit; min-height: 96px; resize: vertical; padding: ${vars.space.xs} ${vars.space.sm}; border: 1px solid ${vars.color.borderStrong}; border-radius: ${vars.radius.md}; background: ${vars.color.bg}; color: ${vars.color.fg}; }
  & textarea:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 1px; }
`;

export const PromptNoticeDetails = styled.ul`
  flex-basis: 100%;
  margin: 0;
  padding-left: ${vars.space.lg};
  max-height: 120px;
  overflow-y: auto;
  font-size: ${vars.font.sizeSm};
`;

export const PromptError = styled.span`
  color: ${vars.color.danger};
`;

export const PromptUrlForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
  & > label { flex-basis: 100%; font-size: ${vars.font.sizeSm}; font-weight: 600; }
  & > input { flex: 1 1 200px; }
`;
