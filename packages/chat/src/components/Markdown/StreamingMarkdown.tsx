import { memo, useState } from 'react';
import { Markdown } from './Markdown';
import { FinishedBlocks } from './Markdown.styles';
import { extendMarkdownBlocks, type MarkdownBlocks } from './splitMarkdownBlocks';

// Finished blocks are rendered in fixed groups, so each flush reconciles a few groups rather
// than one element per block of a reply that may have thousands.
const GROUP_SIZE = 32;

const BlockGroup = memo(
  function BlockGroup({ blocks, live }: { blocks: readonly string[]; live: boolean }) {
    return (
      <FinishedBlocks>
        {blocks.map((block, index) => (
          // Blocks only ever get appended, so the index is a stable identity.
          <Markdown key={index} text={block} live={live && index === blocks.length - 1} />
        ))}
      </FinishedBlocks>
    );
  },
  (a, b) =>
    a.live === b.live &&
    a.blocks.length === b.blocks.length &&
    a.blocks.every((block, i) => block === b.blocks[i]),
);

/**
 * A reply while it streams: finished blocks are memoised `Markdown`s whose text no longer
 * changes, so each flush re-parses only the last block and the cost stays flat as it grows.
 */
export function StreamingMarkdown({ text }: { text: string }) {
  // The previous split, kept so a grown text is split from its last block on (React's
  // "information from previous renders" pattern).
  const [split, setSplit] = useState<MarkdownBlocks>(() => extendMarkdownBlocks(null, text));
  const current = split.text === text ? split : extendMarkdownBlocks(split, text);
  if (current !== split) setSplit(current);
  const { blocks } = current;
  const groups: (readonly string[])[] = [];
  for (let start = 0; start < blocks.length; start += GROUP_SIZE)
    groups.push(blocks.slice(start, start + GROUP_SIZE));
  return (
    <div data-part="streaming-markdown">
      {groups.map((group, index) => (
        // The last block may still grow: it renders light until the next one starts.
        <BlockGroup key={index} blocks={group} live={index === groups.length - 1} />
      ))}
    </div>
  );
}
