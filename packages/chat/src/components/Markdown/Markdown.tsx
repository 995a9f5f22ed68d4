import { lazy, memo, Suspense } from 'react';
import { PlainText } from './Markdown.styles';

const MarkdownRenderer = lazy(() => import('./MarkdownRenderer').then((m) => ({ default: m.MarkdownRenderer })));

/** Markdown with the heavy renderer (parser, KaTeX, highlighter) loaded on first use. */
export const Markdown = memo(function Markdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<PlainText data-part="markdown">{text}</PlainText>}>
      <MarkdownRenderer text={text} />
    </Suspense>
  );
});
