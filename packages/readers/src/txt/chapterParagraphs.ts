import type { TxtChapter } from './splitChapters';

export interface TxtParagraph {
  /** Offset of the paragraph inside its chapter (the locator's offset). */
  offset: number;
  text: string;
}

/**
 * The non-blank lines of one chapter, trimmed, with their offsets. A heading chapter's first line
 * is its title, shown as the heading instead.
 */
export function chapterParagraphs(text: string, chapter: TxtChapter): TxtParagraph[] {
  const body = text.slice(chapter.start, chapter.end);
  const paragraphs: TxtParagraph[] = [];
  let pos = 0;
  let skipHeading = chapter.kind === 'heading' && chapter.part === undefined;
  while (pos <= body.length) {
    let next = body.indexOf('\n', pos);
    if (next === -1) next = body.length;
    const line = body.slice(pos, next).trim();
    if (line !== '') {
      if (skipHeading) skipHeading = false;
      else paragraphs.push({ offset: pos, text: line });
    }
    pos = next + 1;
  }
  return paragraphs;
}
