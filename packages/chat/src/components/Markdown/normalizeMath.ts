const FENCE = /^(\s*)(`{3,}|~{3,})/;

function normalizeLine(line: string): string {
  // Split on inline code spans so their content is left alone.
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\\\[([\s\S]*?)\\\]/g, (_, m: string) => `$$${m}$$`).replace(/\\\(([\s\S]*?)\\\)/g, (_, m: string) => `$${m}$`)))
    .join('');
}

/**
 * Rewrites `\(…\)` to `$…$` and `\[…\]` to `$$…$$` outside code, so remark-math renders the
 * delimiters models often use (KaTeX #3855). Multi-line `\[` blocks become `$$` blocks.
 */
export function normalizeMath(markdown: string): string {
  if (!markdown.includes('\\(') && !markdown.includes('\\[')) return markdown;
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const match = FENCE.exec(line);
    if (match) {
      const marker = match[2] ?? '';
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      out.push(line);
      continue;
    }
    if (fence !== null) out.push(line);
    else if (/^\s*\\\[\s*$/.test(line) || /^\s*\\\]\s*$/.test(line)) out.push(line.replace(/\\[[\]]/, '$$$$'));
    else out.push(normalizeLine(line));
  }
  return out.join('\n');
}
