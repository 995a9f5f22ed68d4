import { breakpoints, vars } from '@atelier/core';
import { styled } from 'styled-components';

/**
 * The panel follows its own width, not the page's: embedded in a narrow column of a wide page
 * it must still take the phone layout.
 */
export const narrowPanel = `@container atelier-chat (max-width: ${breakpoints.sm - 0.02}px)`;

export const ChatPanelFrame = styled.div`
  container: atelier-chat / inline-size;
  height: 100%;
`;

export const ChatPanelRoot = styled.div`
  display: flex;
  height: 100%;
  min-height: 480px;
  color: ${vars.color.fg};
  background: ${vars.color.bg};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
  /* The drawer and its backdrop are placed against the panel. */
  position: relative;
  ${narrowPanel} {
    flex-direction: column;
  }
`;

export const ChatMain = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

export const ChatHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.md};
  border-bottom: 1px solid ${vars.color.border};
  select {
    font: inherit;
    padding: ${vars.space.xxs} ${vars.space.xs};
    border-radius: ${vars.radius.md};
    border: 1px solid ${vars.color.borderStrong};
    background: ${vars.color.bg};
    color: ${vars.color.fg};
    max-width: 60vw;
  }
  ${narrowPanel} {
    flex-wrap: nowrap;
    gap: ${vars.space.xxs};
    padding: ${vars.space.xs} ${vars.space.sm};
    select {
      flex: 1;
      min-width: 0;
      max-width: none;
    }
  }
`;

/** A header control's words: shown beside its icon on a wide panel, only its name (and tooltip) on a phone. */
export const HeaderLabel = styled.span`
  ${narrowPanel} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const ExportArea = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  background: ${vars.color.bg};
`;

export const EmptyHint = styled.p`
  margin: auto;
  padding: ${vars.space.xl};
  color: ${vars.color.fgMuted};
  text-align: center;
`;

export const Banner = styled.div`
  padding: 0 ${vars.space.md} ${vars.space.sm};
`;
