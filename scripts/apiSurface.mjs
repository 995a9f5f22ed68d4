// How `pnpm api-report --check` compares a committed report with a freshly built one: API Extractor
// prints the members of a union in whatever order the compiler met them, which differs between
// builds of the same code, so a report is compared as declarations whose words are unordered.

/**
 * The report's logical lines: a type that API Extractor wraps over several lines (a union inside
 * generics) is one line, so a member moving from one physical line to another is no change.
 * Braces do not join lines, so an interface's members stay separate.
 */
export function logicalLines(text) {
  const lines = [];
  let buffer = '';
  let depth = 0;
  for (const line of text.split('\n')) {
    buffer = buffer ? `${buffer} ${line}` : line;
    if (!line.trim().startsWith('//')) {
      for (const ch of line.replace(/=>/g, '')) {
        if (ch === '<' || ch === '(' || ch === '[') depth++;
        else if (ch === '>' || ch === ')' || ch === ']') depth--;
      }
    }
    if (depth <= 0) {
      lines.push(buffer);
      buffer = '';
      depth = 0;
    }
  }
  if (buffer) lines.push(buffer);
  return lines;
}

/** The report as logical lines that are unordered bags of words, themselves unordered. */
export function apiSurface(text) {
  return logicalLines(text)
    .map((line) => line.split(/[\s|&,;<>()[\]{}]+/).filter(Boolean).sort().join(' '))
    .filter(Boolean)
    .sort()
    .join('\n');
}
