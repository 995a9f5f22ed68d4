import type { MessageRow } from '../../model/messageRow';

// Article and bubble padding plus the action row under a finished message (14 px text, 1.5 line height).
const LINE_PX = 21;
const CHROME_PX = 24 + 16 + 26;
const BLOCK_GAP_PX = 8;
const CHAR_PX = 7.5;
const MAX_BUBBLE_PX = 780;

/**
 * A row's height guessed from its text, so the virtualizer's first layout is close to the real
 * one: a constant guess made every mounted row shift the rows around it once measured, which
 * costs extra layout passes when a long conversation opens.
 */
export function estimateRowHeight(
  row: Pick<MessageRow, 'content' | 'reasoning' | 'role'>,
  listWidth: number,
): number {
  const textWidth = Math.max(120, Math.min(listWidth, MAX_BUBBLE_PX) - 40);
  const perLine = Math.max(10, Math.floor(textWidth / CHAR_PX));
  let lines = 0;
  let gaps = 0;
  for (const line of row.content.split('\n')) {
    if (line.trim() === '') gaps += 1;
    else lines += Math.ceil(line.length / perLine);
  }
  // Markdown turns blank lines into paragraph margins; plain text (user messages) keeps them as lines.
  const blankPx = row.role === 'user' ? gaps * LINE_PX : gaps * BLOCK_GAP_PX;
  const reasoningPx = row.reasoning === '' ? 0 : LINE_PX + BLOCK_GAP_PX;
  return CHROME_PX + Math.max(1, lines) * LINE_PX + blankPx + reasoningPx;
}
