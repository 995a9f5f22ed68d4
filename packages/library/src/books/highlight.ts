export interface TextPart {
  text: string;
  match: boolean;
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits `text` into the parts that match any word of `keyword` (case-insensitive) and the rest. */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const words = keyword.trim().split(/\s+/).filter(Boolean).map(escape);
  if (words.length === 0 || !text) return [{ text, match: false }];
  // With one capture group, split puts the matches at the odd positions.
  return text
    .split(new RegExp(`(${words.join('|')})`, 'iu'))
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
