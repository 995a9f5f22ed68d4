import { lazyModule, useLazyModule } from '@atelier/core';
import { memo } from 'react';
import { PlainText } from './Markdown.styles';
import { useIdleReady } from './useIdleReady';

// Not React.lazy: a renderer that cannot be downloaded (offline, before the chunk was cached)
// leaves the reply readable as plain text instead of throwing the page into its error screen.
const markdownRenderer = lazyModule(() => import('./MarkdownRenderer').then((m) => m.MarkdownRenderer));

export interface MarkdownProps {
  text: string;
  /** Off screen: show the source as plain text until the browser is idle, then render it. */
  defer?: boolean;
  /**
   * Still streaming in: rendered without KaTeX and highlighting (math as its source, code plain),
   * which it gets once, when finished, instead of again on every delta.
   */
  live?: boolean;
}

/**
 * Markdown with the heavy renderer (parser, KaTeX, highlighter) loaded on first use; the source
 * shows as plain text until it is here, and stays so if its download fails until back online.
 */
export const Markdown = memo(function Markdown({ text, defer = false, live = false }: MarkdownProps) {
  const ready = useIdleReady(defer);
  const { value: Renderer } = useLazyModule(markdownRenderer, ready);
  if (!ready || !Renderer) return <PlainText data-part="markdown">{text}</PlainText>;
  return <Renderer text={text} live={live} />;
});
