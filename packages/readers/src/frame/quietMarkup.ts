const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'iframe', 'noembed', 'noframes']);
const NAME = /[^\s/>]/;

export interface QuietMarkupOptions {
  /** Put on every `<style>` start tag (replacing any the book wrote). */
  nonce?: string | null | undefined;
  /** Remove `<style>` elements with their CSS instead (a reader that shows no book CSS). */
  dropStyles?: boolean | undefined;
}

/** One start tag from `<` at `i`: its name, attributes as written, whether self-closing, and its end. */
function readStartTag(text: string, i: number) {
  let j = i + 1;
  while (j < text.length && NAME.test(text[j] ?? '')) j += 1;
  const name = text.slice(i + 1, j);
  const attributes: Array<{ name: string; raw: string }> = [];
  let selfClosing = false;
  while (j < text.length) {
    while (/\s/.test(text[j] ?? '')) j += 1;
    if (text[j] === '>') return { name, attributes, selfClosing, end: j + 1 };
    if (text.startsWith('/>', j)) return { name, attributes, selfClosing: true, end: j + 2 };
    if (text[j] === '/') {
      j += 1;
      continue;
    }
    const start = j;
    while (j < text.length && !/[\s=/>]/.test(text[j] ?? '')) j += 1;
    const attrName = text.slice(start, j);
    let k = j;
    while (/\s/.test(text[k] ?? '')) k += 1;
    if (text[k] === '=') {
      k += 1;
      while (/\s/.test(text[k] ?? '')) k += 1;
      const quote = text[k];
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, k + 1);
        k = close < 0 ? text.length : close + 1;
      } else {
        while (k < text.length && !/[\s>]/.test(text[k] ?? '')) k += 1;
      }
      j = k;
    }
    if (attrName) attributes.push({ name: attrName, raw: text.slice(start, j) });
    else j += 1;
    selfClosing = false;
  }
  return { name, attributes, selfClosing, end: text.length };
}

/**
 * A book's markup with what Chrome reports as a CSP violation even while merely parsing it:
 * DOMParser's documents are inert, yet every inline event handler and every `<style>` without
 * the page's nonce in them is reported against the page's policy. So handler attributes go and
 * style elements get the nonce (or go) before the markup is parsed at all. This is not a
 * sanitizer: the sanitizers and the frames' policies still do that work on the parsed DOM.
 * Comments, CDATA, declarations and raw-text elements' contents pass as written.
 */
export function quietMarkup(text: string, options: QuietMarkupOptions = {}): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt < 0) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, lt);
    const skip = text.startsWith('<!--', lt) ? '-->' : text.startsWith('<![CDATA[', lt) ? ']]>' : text.startsWith('<?', lt) ? '?>' : text.startsWith('<!', lt) || text.startsWith('</', lt) ? '>' : null;
    if (skip || !/[a-z]/i.test(text[lt + 1] ?? '')) {
      const end = skip ? text.indexOf(skip, lt + 2) : lt;
      const next = skip ? (end < 0 ? text.length : end + skip.length) : lt + 1;
      out += text.slice(lt, next);
      i = next;
      continue;
    }
    const tag = readStartTag(text, lt);
    const local = (tag.name.split(':').pop() ?? '').toLowerCase();
    const kept = tag.attributes.filter((a) => {
      const name = a.name.toLowerCase();
      return !name.startsWith('on') && !(local === 'style' && name === 'nonce');
    });
    const nonce = local === 'style' && options.nonce ? ` nonce="${options.nonce}"` : '';
    const rebuilt = `<${tag.name}${kept.map((a) => ` ${a.raw}`).join('')}${nonce}${tag.selfClosing ? '/>' : '>'}`;
    let end = tag.end;
    let content = '';
    if (!tag.selfClosing && RAW_TEXT.has(local)) {
      const closing = new RegExp(`</${tag.name.replace(/[^\w:-]/g, '')}`, 'ig');
      closing.lastIndex = end;
      const close = closing.exec(text)?.index ?? -1;
      const closeEnd = close < 0 ? text.length : text.indexOf('>', close) + 1 || text.length;
      content = text.slice(end, closeEnd);
      end = closeEnd;
    }
    if (!(local === 'style' && options.dropStyles)) out += rebuilt + content;
    i = end;
  }
  return out;
}
