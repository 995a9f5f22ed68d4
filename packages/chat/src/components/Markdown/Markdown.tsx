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
}

/** Markdown with the heavy renderer (parser, KaTeX, highlighter) loaded on first use. */
export const Markdown = memo(function Markdown({ text, defer = false }: MarkdownProps) {
  const ready = useIdleReady(defer);
  const plain = <PlainText data-part="markdown">{text}</PlainText>;
  if (!ready) return plain;
  return (
    <Suspense fallback={plain}>
      <MarkdownRenderer text={text} />
    </Suspense>
  );
});
