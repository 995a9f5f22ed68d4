const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const MATH_FENCE = /^ {0,3}\$\$/;

/** A text cut into blocks, with where its last (possibly unfinished) block starts. */
export interface MarkdownBlocks {
  text: string;
  blocks: readonly string[];
  lastStart: number;
}

// Blocks split only outside fences and `$$`, so scanning may restart at any block's start.
function scan(text: string, from: number): { blocks: string[]; lastStart: number } {
  const blocks: string[] = [];
  const lines = text.slice(from).split('\n');
  let current: string[] = [];
  let currentStart = from;
  let lastStart = from;
  let position = from;
  let fence: string | null = null;
  let inMath = false;
  for (const line of lines) {
    const lineStart = position;
    position += line.length + 1;
    if (fence === null && !inMath && line.trim() === '') {
      if (current.length > 0) {
        blocks.push(current.join('\n'));
        lastStart = currentStart;
      }
      current = [];
      continue;
    }
    if (current.length === 0) currentStart = lineStart;
    current.push(line);
    const opener = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (
        opener &&
        opener[0] === fence[0] &&
        opener.length >= fence.length &&
        line.trim() === opener
      )
        fence = null;
    } else if (opener) fence = opener;
    else if (MATH_FENCE.test(line) && !(line.trim().length > 2 && line.trim().endsWith('$$')))
      inMath = !inMath;
  }
  if (current.length > 0 || blocks.length === 0) {
    blocks.push(current.join('\n'));
    lastStart = current.length > 0 ? currentStart : lastStart;
  }
  return { blocks, lastStart };
}

/**
 * Splits markdown at blank lines that are outside code fences and `$$` blocks. While a reply
 * streams, every block but the last is final, so only the last one needs parsing again.
 */
export function splitMarkdownBlocks(text: string): string[] {
  return scan(text, 0).blocks;
}

/**
 * The blocks of `text`, reusing `previous` when `text` only grew: just the last block onwards is
 * scanned again, so a streamed reply costs the same per token at its end as at its start.
 * Finished blocks keep their string identity.
 */
export function extendMarkdownBlocks(
  previous: MarkdownBlocks | null,
  text: string,
): MarkdownBlocks {
  if (previous === null || previous.blocks.length < 2 || !text.startsWith(previous.text)) {
    return { text, ...scan(text, 0) };
  }
  const tail = scan(text, previous.lastStart);
  return {
    text,
    blocks: [...previous.blocks.slice(0, -1), ...tail.blocks],
    lastStart: tail.lastStart,
  };
}
