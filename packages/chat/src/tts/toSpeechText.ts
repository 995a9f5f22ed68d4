/** OpenAI's limit on `input` of `/v1/audio/speech`, in characters. */
export const SPEECH_INPUT_MAX = 4096;

/**
 * At most this many requests per reply (about 32 000 characters); the rest of a longer reply is
 * not read. Each part is fetched in order and the parts play one after another.
 */
export const SPEECH_MAX_PARTS = 8;

/**
 * What a listener should hear of a markdown reply: the words, without markup. Code blocks and
 * display math are left out (symbols read aloud help nobody); links and images keep their text.
 */
export function toSpeechText(markdown: string): string {
  return markdown
    .replace(/<think>[\s\S]*?(<\/think>|$)/g, '')
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(\n {0,3}\1[^\n]*|$)/gm, '\n')
    .replace(/\$\$[\s\S]*?\$\$/g, '')
    .replace(/\\\[[\s\S]*?\\\]/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/^[ :-]*\|[ |:-]*-[ |:-]*(\n|$)/gm, '')
    .replace(/^ {0,3}([-*_])( *\1){2,} *$/gm, '')
    .replace(/^ {0,3}#{1,6} +/gm, '')
    .replace(/^ {0,3}(> ?)+/gm, '')
    .replace(/^ *([-*+]|\d+[.)]) +(\[[ xX]\] +)?/gm, '')
    .replace(/ *\| */g, (match, offset: number, all: string) => (offset === 0 || all[offset - 1] === '\n' || all[offset + match.length] === '\n' || offset + match.length === all.length ? '' : ', '))
    .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](?=\S)([^*_\n]*?\S)[*_](?!\w)/g, '$1$2')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/\$([^$\n]+)\$/g, '$1')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const BREAKS = /[.!?。！？…]["')\]]?\s|\n/g;

/**
 * Cuts text into parts of at most `max` characters, at the last sentence end (or else space)
 * inside each part, so no word is split; at most `maxParts` parts.
 */
export function splitSpeechText(text: string, max = SPEECH_INPUT_MAX, maxParts = SPEECH_MAX_PARTS): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest !== '' && parts.length < maxParts) {
    if (rest.length <= max) {
      parts.push(rest);
      break;
    }
    const window = rest.slice(0, max + 1);
    let cut = -1;
    for (const match of window.matchAll(BREAKS)) if (match.index + match[0].length <= max) cut = match.index + match[0].length;
    if (cut <= 0) cut = window.lastIndexOf(' ');
    if (cut <= 0) cut = max;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  return parts.filter((part) => part !== '');
}
