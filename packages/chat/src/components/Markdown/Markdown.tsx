import { lazy, memo, Suspense } from 'react';
import { PlainText } from './Markdown.styles';
import { useIdleReady } from './useIdleReady';

const MarkdownRenderer = lazy(() =>
  import('./MarkdownRenderer').then((m) => ({ default: m.MarkdownRenderer })),
);

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

/** Markdown with the heavy renderer (parser, KaTeX, highlighter) loaded on first use. */
export const Markdown = memo(function Markdown({ text, defer = false, live = false }: MarkdownProps) {
  const ready = useIdleReady(defer);
  const plain = <PlainText data-part="markdown">{text}</PlainText>;
  if (!ready) return plain;
  return (
    <Suspense fallback={plain}>
      <MarkdownRenderer text={text} live={live} />
    </Suspense>
  );
});
