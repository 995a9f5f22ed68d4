import { isValidElement, memo, type ReactElement, useEffect, useMemo, useState } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from './CodeBlock';
import { MarkdownRoot } from './Markdown.styles';
import { MarkdownImage } from './MarkdownImage';
import { type ExtraName, extrasFor, loadedExtra, loadExtra, type MarkdownExtras } from './markdownExtras';
import { normalizeMath } from './normalizeMath';

function languageOf(children: unknown): string | null {
  if (!isValidElement(children)) return null;
  const className = (children as ReactElement<{ className?: string }>).props.className ?? '';
  return /language-([\w+#.-]+)/.exec(className)?.[1] ?? null;
}

const NONE: readonly ExtraName[] = [];

const components: Components = {
  a: ({ node: _node, children, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  img: ({ src, alt }) => <MarkdownImage src={src} alt={alt} />,
  pre: ({ children }) => <CodeBlock language={languageOf(children)}>{children}</CodeBlock>,
};

/**
 * The plugins this text needs: those already loaded at once, the others on arrival (until then
 * math shows as its source and code unhighlighted, as while streaming).
 */
function useExtras(needed: readonly ExtraName[]): MarkdownExtras {
  const key = needed.join(' ');
  const [, setArrived] = useState(0);
  useEffect(() => {
    let live = true;
    for (const name of key.split(' ').filter(Boolean) as ExtraName[]) {
      if (!loadedExtra(name)) void loadExtra(name).then(() => live && setArrived((n) => n + 1), () => undefined);
    }
    return () => {
      live = false;
    };
  }, [key]);
  const present = needed.flatMap((name) => loadedExtra(name) ?? []);
  const presentKey = needed.filter((name) => loadedExtra(name)).join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by which extras are present
  return useMemo(() => ({ remark: [remarkGfm, ...present.flatMap((e) => e.remark)], rehype: present.flatMap((e) => e.rehype) }), [presentKey]);
}

/** GFM, with KaTeX and highlighted code when the text has them; raw HTML is never rendered (no rehype-raw). */
export const MarkdownRenderer = memo(function MarkdownRenderer({ text, live = false }: { text: string; live?: boolean }) {
  const source = normalizeMath(text);
  const plugins = useExtras(live ? NONE : extrasFor(source));
  return (
    <MarkdownRoot data-part="markdown">
      <ReactMarkdown remarkPlugins={plugins.remark} rehypePlugins={plugins.rehype} components={components} skipHtml>
        {source}
      </ReactMarkdown>
    </MarkdownRoot>
  );
});
