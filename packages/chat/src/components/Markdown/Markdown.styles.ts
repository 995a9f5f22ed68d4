import { vars } from '@atelier/core';
import { styled } from 'styled-components';

export const MarkdownRoot = styled.div`
  /* KaTeX's equation counters, reset here rather than on the host's <body> (see dropKatexBodyRule). */
  counter-reset: katexEqnNo mmlEqnNo;
  overflow-wrap: anywhere;
  line-height: ${vars.font.lineHeight};
  & > :first-child { margin-top: 0; }
  & > :last-child { margin-bottom: 0; }
  p, ul, ol, blockquote, table { margin: 0 0 ${vars.space.sm}; }
  a { color: ${vars.color.primaryText}; }
  blockquote { border-left: 3px solid ${vars.color.border}; padding-left: ${vars.space.md}; color: ${vars.color.fgMuted}; }
  table { border-collapse: collapse; display: block; overflow-x: auto; }
  th, td { border: 1px solid ${vars.color.border}; padding: ${vars.space.xs} ${vars.space.sm}; }
  code { font-family: ${vars.font.mono}; font-size: 0.92em; background: ${vars.color.bgMuted}; border-radius: ${vars.radius.sm}; padding: 0 ${vars.space.xxs}; }
  .katex-display { overflow-x: auto; overflow-y: hidden; }
  li.task-list-item { list-style: none; }
`;

export const PlainText = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const CodeBlockRoot = styled.div`
  margin: 0 0 ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  overflow: hidden;
  background: ${vars.color.bgSubtle};
`;

export const CodeBlockBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${vars.space.xxs} ${vars.space.sm};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.fgMuted};
  border-bottom: 1px solid ${vars.color.border};
`;

export const CodeBlockPre = styled.pre`
  margin: 0;
  padding: ${vars.space.sm} ${vars.space.md};
  overflow-x: auto;
  font-family: ${vars.font.mono};
  font-size: ${vars.font.sizeSm};
  code { background: none; padding: 0; font-size: inherit; }
  .hljs-keyword, .hljs-selector-tag, .hljs-built_in { color: ${vars.color.primaryText}; }
  .hljs-string, .hljs-attr { color: ${vars.color.success}; }
  .hljs-comment { color: ${vars.color.fgMuted}; font-style: italic; }
  .hljs-number, .hljs-literal { color: ${vars.color.warning}; }
  .hljs-title, .hljs-function { color: ${vars.color.danger}; }
`;

export const SmallButton = styled.button`
  font: inherit;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.fgMuted};
  background: transparent;
  border: 1px solid transparent;
  border-radius: ${vars.radius.sm};
  padding: ${vars.space.xxs} ${vars.space.xs};
  cursor: pointer;
  &:hover { color: ${vars.color.fg}; border-color: ${vars.color.border}; }
  &:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 1px; }
  &:disabled { cursor: default; opacity: 0.5; }
  /* Lucide icons beside text sit on the text's middle, not its baseline. */
  & > svg { vertical-align: -0.2em; }
`;

/**
 * Finished blocks of a streaming reply. Off screen they skip layout and paint (their size is
 * the one last laid out), so the page does not lay the whole reply out again on every flush.
 */
export const FinishedBlocks = styled.div`
  content-visibility: auto;
  contain-intrinsic-size: auto 200px;
`;

export const RemoteImageButton = styled(SmallButton)`
  border-color: ${vars.color.border};
  margin: ${vars.space.xxs} 0;
`;
