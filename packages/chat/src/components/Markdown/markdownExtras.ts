import type { Options } from 'react-markdown';
import { dropKatexBodyRule } from './dropKatexBodyRule';

type PluggableList = NonNullable<Options['remarkPlugins']>;

/** Plugins a reply needs beyond GFM: KaTeX for math, highlight.js for fenced code. */
export interface MarkdownExtras {
  remark: PluggableList;
  rehype: PluggableList;
}

export type ExtraName = 'math' | 'code';

// `$…$`, `$$…$$` (after normalizeMath turned \( \) and \[ \] into dollars).
const MATH = /\$[^$\n]+\$|\$\$/;
// A fence with a language: highlighting is by declared language only (no detection).
const FENCED_CODE = /(^|\n)[ \t]*(```|~~~)[ \t]*[\w+#.-]+/;

/** What a text needs loaded before it renders fully; cheap enough to run on every streamed token. */
export function extrasFor(text: string): ExtraName[] {
  const out: ExtraName[] = [];
  if (MATH.test(text)) out.push('math');
  if (FENCED_CODE.test(text)) out.push('code');
  return out;
}

const loaders: Record<ExtraName, () => Promise<MarkdownExtras>> = {
  // KaTeX (with its stylesheet) is three quarters of the renderer's weight and most replies have no math.
  math: () =>
    Promise.all([import('remark-math'), import('rehype-katex'), import('katex/dist/katex.min.css')]).then(([remarkMath, rehypeKatex]) => {
      if (typeof document !== 'undefined') dropKatexBodyRule(document);
      return { remark: [remarkMath.default], rehype: [rehypeKatex.default] };
    }),
  code: () =>
    import('rehype-highlight').then((rehypeHighlight) => ({
      remark: [],
      rehype: [[rehypeHighlight.default, { detect: false, ignoreMissing: true }]],
    })),
};

const loaded = new Map<ExtraName, MarkdownExtras>();
const loading = new Map<ExtraName, Promise<MarkdownExtras>>();

/** The extra's plugins if they have arrived, so later replies render in one pass. */
export function loadedExtra(name: ExtraName): MarkdownExtras | undefined {
  return loaded.get(name);
}

export function loadExtra(name: ExtraName): Promise<MarkdownExtras> {
  let pending = loading.get(name);
  if (!pending) {
    pending = loaders[name]().then((extras) => (loaded.set(name, extras), extras));
    // A failed chunk (offline) may be asked for again later.
    pending.catch(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending;
}
