import { type ComponentProps, isValidElement, memo, type ReactElement } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { CodeBlock } from './CodeBlock';
import { MarkdownRoot } from './Markdown.styles';
import { normalizeMath } from './normalizeMath';

void import('katex/dist/katex.min.css');

const remarkPlugins = [remarkGfm, remarkMath];
const rehypePlugins = [rehypeKatex, [rehypeHighlight, { detect: false, ignoreMissing: true }]] as ComponentProps<typeof ReactMarkdown>['rehypePlugins'];

function languageOf(children: unknown): string | null {
  if (!isValidElement(children)) return null;
  const className = (children as ReactElement<{ className?: string }>).props.className ?? '';
  return /language-([\w+#.-]+)/.exec(className)?.[1] ?? null;
}

const components: Components = {
  a: ({ node: _node, children, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  pre: ({ children }) => <CodeBlock language={languageOf(children)}>{children}</CodeBlock>,
};

/** GFM + KaTeX + highlighted code; raw HTML is never rendered (no rehype-raw). */
export const MarkdownRenderer = memo(function MarkdownRenderer({ text }: { text: string }) {
  return (
    <MarkdownRoot data-part="markdown">
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components} skipHtml>
        {normalizeMath(text)}
      </ReactMarkdown>
    </MarkdownRoot>
  );
});
