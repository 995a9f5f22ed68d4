const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const MATH_FENCE = /^ {0,3}\$\$/;

/**
 * Splits markdown at blank lines that are outside code fences and `$$` blocks. While a reply
 * streams, every block but the last is final, so only the last one needs parsing again.
 */
export function splitMarkdownBlocks(text: string): string[] {
  const blocks: string[] = [];
  const lines = text.split('\n');
  let current: string[] = [];
  let fence: string | null = null;
  let inMath = false;
  for (const line of lines) {
    if (fence === null && !inMath && line.trim() === '') {
      if (current.length > 0) blocks.push(current.join('\n'));
      current = [];
      continue;
    }
    current.push(line);
    const opener = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener) fence = null;
    } else if (opener) fence = opener;
    else if (MATH_FENCE.test(line) && !(line.trim().length > 2 && line.trim().endsWith('$$'))) inMath = !inMath;
  }
  if (current.length > 0 || blocks.length === 0) blocks.push(current.join('\n'));
  return blocks;
}
