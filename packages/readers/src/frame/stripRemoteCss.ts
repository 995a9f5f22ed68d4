import { isRemoteUrl, reachesNetwork } from './remoteUrl';

const NAME_CHAR = /[\w\u0080-\uffff-]/;
const HEX = /[0-9a-f]/i;

/** One CSS escape at `i` (just after the backslash): its character and where it ends. */
function readEscape(css: string, i: number): [string, number] {
  let hex = '';
  let j = i;
  while (j < css.length && hex.length < 6 && HEX.test(css[j] ?? '')) hex += css[j++];
  if (hex) {
    if (/[ \t\n\r\f]/.test(css[j] ?? '')) j += 1;
    const code = parseInt(hex, 16);
    return [code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd', j];
  }
  // A backslash before a newline continues a string: no character.
  if (css[i] === '\n') return ['', i + 1];
  return [css[i] ?? '', i + 1];
}

/** The string (quote at `i`): its value with escapes resolved, and where it ends. */
function readString(css: string, i: number): [string, number] {
  const quote = css[i];
  let value = '';
  let j = i + 1;
  while (j < css.length && css[j] !== quote && css[j] !== '\n') {
    if (css[j] === '\\') {
      const [char, next] = readEscape(css, j + 1);
      value += char;
      j = next;
    } else value += css[j++];
  }
  return [value, Math.min(css.length, j + 1)];
}

/** An identifier at `i` with escapes resolved, and where it ends. */
function readName(css: string, i: number): [string, number] {
  let name = '';
  let j = i;
  while (j < css.length) {
    if (css[j] === '\\') {
      const [char, next] = readEscape(css, j + 1);
      name += char;
      j = next;
    } else if (NAME_CHAR.test(css[j] ?? '')) name += css[j++];
    else break;
  }
  return [name, j];
}

/** The argument of `url(` (after the parenthesis at `i`): its value and where the call ends. */
function readUrlArgument(css: string, i: number): [string, number] {
  let j = i;
  while (/\s/.test(css[j] ?? '')) j += 1;
  let value = '';
  if (css[j] === '"' || css[j] === "'") {
    [value, j] = readString(css, j);
    while (j < css.length && css[j] !== ')') j += 1;
  } else {
    while (j < css.length && css[j] !== ')') {
      if (css[j] === '\\') {
        const [char, next] = readEscape(css, j + 1);
        value += char;
        j = next;
      } else value += css[j++];
    }
  }
  return [value.trim(), Math.min(css.length, j + 1)];
}

/** Where the at-rule starting at `i` ends: after its `;` or its block, strings and nesting skipped. */
function endOfAtRule(css: string, i: number): number {
  let depth = 0;
  let j = i;
  while (j < css.length) {
    const c = css[j];
    if (c === '"' || c === "'") j = readString(css, j)[1];
    else if (c === '\\') j += 2;
    else {
      j += 1;
      if (c === '{' || c === '(') depth += 1;
      else if (c === ')') depth = Math.max(0, depth - 1);
      else if (c === '}') {
        depth -= 1;
        if (depth <= 0) return j;
      } else if (c === ';' && depth === 0) return j;
    }
  }
  return j;
}

/**
 * A book's CSS with every way out of the book removed: `@import` rules are dropped, and each
 * `url()` that leads out of the book, or string that names a network address (`image-set("…")`),
 * is emptied. Escapes are resolved before judging (`\75 rl(` is `url(`), and comments go, so
 * nothing hides in them. Everything else is kept as written.
 */
export function stripRemoteCss(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const c = css[i] ?? '';
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      out += ' ';
    } else if (c === '"' || c === "'") {
      const [value, end] = readString(css, i);
      out += reachesNetwork(value) ? `${c}${c}` : css.slice(i, end);
      i = end;
    } else if (c === '@') {
      const [name, end] = readName(css, i + 1);
      if (name.toLowerCase() === 'import') i = endOfAtRule(css, end);
      else {
        out += css.slice(i, end);
        i = end;
      }
    } else if (c === '\\' || NAME_CHAR.test(c)) {
      const [name, end] = readName(css, i);
      if (css[end] === '(' && name.toLowerCase() === 'url') {
        const [value, close] = readUrlArgument(css, end + 1);
        out += isRemoteUrl(value) ? 'url()' : css.slice(i, close);
        i = close;
      } else {
        out += css.slice(i, Math.max(end, i + 1));
        i = Math.max(end, i + 1);
      }
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}
