import { Markdown } from './Markdown';
import { splitMarkdownBlocks } from './splitMarkdownBlocks';

/**
 * A reply while it streams: finished blocks are memoised `Markdown`s whose text no longer
 * changes, so each flush re-parses only the last block and the cost stays flat as it grows.
 */
export function StreamingMarkdown({ text }: { text: string }) {
  const blocks = splitMarkdownBlocks(text);
  return (
    <div data-part="streaming-markdown">
      {blocks.map((block, index) => (
        // Blocks only ever get appended, so the index is a stable identity.
        <Markdown key={index} text={block} />
      ))}
    </div>
  );
}
