import { makeZip } from './fixtures';

/**
 * Uploads built to make metadata parsers slow or hungry (issue 16): backtracking bait, unbounded
 * nesting, strings that never end, entity expansion. Each is a valid book by its first bytes, so
 * it passes type detection and reaches extraction; none carries usable metadata.
 */
export interface AdversarialFile {
  label: string;
  name: string;
  data: Buffer;
}

/** Just under the 4 MiB the EPUB reader accepts for a package document. */
const OPF_BYTES = (4 << 20) - 1024;
const CONTAINER = '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>';
const OPF_START = '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">';

function epub(opf: string, container = CONTAINER): Buffer {
  return makeZip([
    { name: 'mimetype', data: 'application/epub+zip', store: true },
    { name: 'META-INF/container.xml', data: container },
    { name: 'content.opf', data: opf },
  ]);
}

/** `unit` repeated after `start` up to `bytes` in all. */
function fill(start: string, unit: string, bytes: number): string {
  return start + unit.repeat(Math.floor((bytes - start.length) / unit.length));
}

function pdf(body: string): Buffer {
  return Buffer.from(`%PDF-1.4\n${body}`, 'latin1');
}

function riffWav(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from('WAVE', 'latin1'), ...chunks]);
  const header = Buffer.alloc(8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}

function chunk(id: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
}

function box(type: string, content: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + content.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, content]);
}

function emptyBoxes(count: number): Buffer {
  const boxes = Buffer.alloc(8 * count);
  for (let at = 0; at < boxes.length; at += 8) {
    boxes.writeUInt32BE(8, at);
    boxes.write('free', at + 4, 'latin1');
  }
  return boxes;
}

/** The review's EPUB: `<meta name="cover" ` repeated, never closed (625 bytes stalled the server 11 s). */
export function reviewEpub(repeats = 2000): Buffer {
  return epub(`<package><metadata>${'<meta name="cover" '.repeat(repeats)}`);
}

/** The review's PDF: 80 KiB of `/Title(` (5 s). */
export function reviewPdf(): Buffer {
  return pdf('/Title('.repeat(Math.floor((80 * 1024) / 7)));
}

export function adversarialFiles(): AdversarialFile[] {
  const nulTitle = Buffer.concat([Buffer.from('INFOINAM', 'latin1'), Buffer.alloc(4), Buffer.alloc((1 << 20) - 64), Buffer.from('x')]);
  nulTitle.writeUInt32LE(nulTitle.length - 12, 8);
  return [
    { label: 'the review EPUB: <meta name="cover" repeated, unterminated', name: 'review.epub', data: reviewEpub() },
    { label: 'the review PDF: 80 KiB of /Title(', name: 'review.pdf', data: reviewPdf() },
    { label: 'a 4 MiB OPF of unterminated <dc:title', name: 'titles.epub', data: epub(fill(OPF_START, '<dc:title ', OPF_BYTES)) },
    { label: 'a 4 MiB OPF nested 1.3 million elements deep', name: 'deep.epub', data: epub(fill(OPF_START, '<a>', OPF_BYTES)) },
    { label: 'a 4 MiB OPF attribute that never closes', name: 'attribute.epub', data: epub(fill(`${OPF_START}<meta name="cover" content="`, 'c', OPF_BYTES)) },
    // saxes builds this section a character at a time: over 128 MiB of heap, so the worker's heap
    // limit (not the parser) is what stops it.
    { label: 'a 4 MiB OPF title in an unterminated CDATA section of ]', name: 'cdata.epub', data: epub(fill(`${OPF_START}<dc:title><![CDATA[`, ']', OPF_BYTES)) },
    { label: 'a 4 MiB OPF comment that never closes', name: 'comment.epub', data: epub(fill(`${OPF_START}<!--`, '-x', OPF_BYTES)) },
    {
      label: 'an OPF whose DTD expands an entity a billion times',
      name: 'laughs.epub',
      data: epub(
        `<?xml version="1.0"?><!DOCTYPE package [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${'b'.repeat(i + 1)} "${`&${i === 0 ? 'a' : 'b'.repeat(i)};`.repeat(10)}">`).join('')}]>${OPF_START}<meta name="cover" content="&bbbbbbbbb;"/></metadata></package>`,
      ),
    },
    { label: 'a 1 MiB container.xml of unterminated <rootfile', name: 'container.epub', data: epub('<package/>', fill('<container><rootfiles>', '<rootfile ', 1 << 20)) },
    { label: 'a PDF string nested 512 KiB deep', name: 'parens.pdf', data: pdf(`/Title ${'('.repeat(512 * 1024)}`) },
    { label: 'a PDF hex string of 4 MiB that never closes', name: 'hex.pdf', data: pdf(`/Title <${'0'.repeat(4 << 20)}`) },
    { label: 'PDF dictionaries nested 512 KiB deep', name: 'dicts.pdf', data: pdf(`1 0 obj ${'<<'.repeat(256 * 1024)}`) },
    { label: 'a 4 MiB PDF of /Title( and /Author<', name: 'big.pdf', data: pdf('/Title(/Author<'.repeat((4 << 20) / 15)) },
    { label: 'a WAV title of 1 MiB of NULs before one letter', name: 'nul.wav', data: riffWav([chunk('LIST', nulTitle)]) },
    {
      label: 'an M4A whose moov holds a million empty boxes',
      name: 'boxes.m4a',
      data: Buffer.concat([box('ftyp', Buffer.from('M4A \0\0\0\0', 'latin1')), box('moov', emptyBoxes(1 << 20))]),
    },
  ];
}
