import { crc32, deflateSync } from 'node:zlib';
import { makeZip, PNG_1X1, randomBytesOf } from '../../server/src/testing/fixtures';

/** What the EPUB's script would set if it ever ran. */
export const SCRIPT_MARK = 'epub-script-ran';
/** An address no test server answers; the book's page asks for an image there. */
export const EXTERNAL_IMAGE = 'https://tracker.invalid/pixel.png';

const xhtml = (title: string, body: string, head = '') => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en">
<head><title>${title}</title>${head}</head>
<body>${body}</body>
</html>`;

const paragraphs = (chapter: number, count: number) =>
  Array.from({ length: count }, (_, i) => `<p>Chapter ${chapter}, paragraph ${i + 1}: the lamps along the river came on one by one while the ferry crossed.</p>`).join('\n');

/** An EPUB's zip: `mimetype` first and stored, a container.xml naming OEBPS/content.opf, then `files`. */
function epubZip(files: Array<{ name: string; data: Buffer | string; store?: boolean }>): Buffer {
  return makeZip([
    { name: 'mimetype', data: 'application/epub+zip', store: true },
    {
      name: 'META-INF/container.xml',
      data: '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    },
    ...files,
  ]);
}

/**
 * An EPUB 3 with a nav document, an image, three chapters long enough for several pages each, and
 * a first chapter that tries to run a script, an inline handler and an external image.
 */
export function makeTestEpub(): Buffer {
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:uuid:7f0c7b7e-4d7b-4a57-9a43-0c6c1d9e2b10</dc:identifier>
    <dc:title>River Lights</dc:title>
    <dc:creator>A. Tester</dc:creator>
    <dc:language>en</dc:language>
    <meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="c1" href="text/c1.xhtml" media-type="application/xhtml+xml" properties="scripted"/>
    <item id="c2" href="text/c2.xhtml" media-type="application/xhtml+xml"/>
    <item id="c3" href="text/c3.xhtml" media-type="application/xhtml+xml"/>
    <item id="img" href="images/dot.png" media-type="image/png"/>
  </manifest>
  <spine><itemref idref="c1"/><itemref idref="c2"/><itemref idref="c3"/></spine>
</package>`;
  const nav = xhtml(
    'Contents',
    `<nav epub:type="toc" id="toc"><h1>Contents</h1><ol>
<li><a href="text/c1.xhtml">Chapter One</a></li>
<li><a href="text/c2.xhtml">Chapter Two</a></li>
<li><a href="text/c3.xhtml">Chapter Three</a></li></ol></nav>`,
  );
  const script = `<script>document.title = '${SCRIPT_MARK}'; try { parent.document.title = '${SCRIPT_MARK}'; } catch (e) {} try { top.localStorage.setItem('${SCRIPT_MARK}', '1'); } catch (e) {}</script>`;
  const c1 = xhtml(
    'Chapter One',
    `<h1>Chapter One</h1><img src="../images/dot.png" alt="A dot"/><img src="${EXTERNAL_IMAGE}" alt="" onerror="parent.document.title='${SCRIPT_MARK}'"/>
${paragraphs(1, 30)}`,
    script,
  );
  return epubZip([
    { name: 'OEBPS/content.opf', data: opf },
    { name: 'OEBPS/nav.xhtml', data: nav },
    { name: 'OEBPS/text/c1.xhtml', data: c1 },
    { name: 'OEBPS/text/c2.xhtml', data: xhtml('Chapter Two', `<h1>Chapter Two</h1>${paragraphs(2, 40)}`) },
    { name: 'OEBPS/text/c3.xhtml', data: xhtml('Chapter Three', `<h1>Chapter Three</h1>${paragraphs(3, 40)}`) },
    { name: 'OEBPS/images/dot.png', data: PNG_1X1 },
  ]);
}

/**
 * A PDF of `pages` A5 pages in Helvetica (a standard font: pdf.js loads it from the standard
 * fonts folder), each saying "Page N marker" and a few lines, and an outline to pages 1 and 10.
 * `padBytes` of unreferenced filler make it large enough for pdf.js to load it by Range requests.
 * `fanOut` > 0 builds a balanced page tree (intermediate /Pages nodes of at most that many kids,
 * as most PDF writers do); 0 puts every page in one flat /Kids array. pdf.js checks the last page
 * while opening, which in a flat tree reads every page object, i.e. the whole file.
 */
export function makeTestPdf(pages = 30, padBytes = 0, fanOut = 0): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) ;
  // 1 catalog, 2 pages, 3 font, 4 outlines, 5-6 outline items, then page + content pairs, then
  // the intermediate /Pages nodes of a balanced tree.
  const first = 7;
  const tree = pageTree(pages, fanOut, first, first + pages * 2);
  add('<< /Type /Catalog /Pages 2 0 R /Outlines 4 0 R /PageMode /UseOutlines >>');
  add(`<< /Type /Pages /Kids [${tree.rootKids.map((n) => `${n} 0 R`).join(' ')}] /Count ${pages} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Outlines /First 5 0 R /Last 6 0 R /Count 2 >>');
  add(`<< /Title (Opening) /Parent 4 0 R /Next 6 0 R /Dest [${first} 0 R /Fit] >>`);
  add(`<< /Title (Part Ten) /Parent 4 0 R /Prev 5 0 R /Dest [${first + 18} 0 R /Fit] >>`);
  for (let p = 1; p <= pages; p += 1) {
    const lines = [`BT /F1 20 Tf 40 520 Td (Page ${p} marker) Tj ET`];
    for (let l = 0; l < 12; l += 1) lines.push(`BT /F1 11 Tf 40 ${480 - l * 18} Td (Line ${l + 1} of page ${p}: quiet water under the bridge.) Tj ET`);
    const stream = lines.join('\n');
    add(`<< /Type /Page /Parent ${tree.parentOf.get(first + (p - 1) * 2) ?? 2} 0 R /MediaBox [0 0 420 595] /Resources << /Font << /F1 3 0 R >> >> /Contents ${first + (p - 1) * 2 + 1} 0 R >>`);
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }
  for (const node of tree.nodes) {
    add(`<< /Type /Pages /Parent ${tree.parentOf.get(node.number) ?? 2} 0 R /Kids [${node.kids.map((n) => `${n} 0 R`).join(' ')}] /Count ${node.count} >>`);
  }
  // Unreferenced filler makes the file big enough that pdf.js switches to Range requests.
  if (padBytes > 0) add(`<< /Length ${padBytes} >>\nstream\n${'%'.repeat(padBytes)}\nendstream`);
  return assemblePdf(objects);
}

/**
 * The /Pages nodes above `pages` page objects (numbered `first`, `first + 2`, …): none for a flat
 * tree (`fanOut` 0), else groups of `fanOut` kids level by level, numbered from `next` on.
 */
function pageTree(pages: number, fanOut: number, first: number, next: number) {
  const parentOf = new Map<number, number>();
  const nodes: Array<{ number: number; kids: number[]; count: number }> = [];
  let level = Array.from({ length: pages }, (_, i) => ({ number: first + i * 2, count: 1 }));
  while (fanOut > 1 && level.length > fanOut) {
    const up: typeof level = [];
    for (let i = 0; i < level.length; i += fanOut) {
      const kids = level.slice(i, i + fanOut);
      const node = { number: next++, kids: kids.map((k) => k.number), count: kids.reduce((n, k) => n + k.count, 0) };
      for (const kid of kids) parentOf.set(kid.number, node.number);
      nodes.push(node);
      up.push(node);
    }
    level = up;
  }
  return { rootKids: level.map((k) => k.number), parentOf, nodes };
}

/** Numbers the objects (1…n, in order), writes the cross-reference table and the trailer. */
function assemblePdf(objects: readonly string[]): Buffer {
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Page sizes in points: A4 portrait, A4 landscape, a small card. */
export const MIXED_PAGE_SIZES = [
  [595, 842],
  [842, 595],
  [200, 300],
] as const;

/**
 * A 9-page PDF cycling through `MIXED_PAGE_SIZES`, each page saying "Page N marker" at its top.
 * Page 3 (a card) alone says "kingfisher"; pages 5 and 8 say "heron", for next/previous.
 */
export function makeMixedSizePdf(): Buffer {
  const pages = 9;
  const objects: string[] = [];
  const first = 4;
  const kids = Array.from({ length: pages }, (_, i) => `${first + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const words: Record<number, string> = { 3: 'a kingfisher dives', 5: 'a grey heron waits', 8: 'the heron flies off' };
  for (let p = 1; p <= pages; p += 1) {
    const [width, height] = MIXED_PAGE_SIZES[(p - 1) % MIXED_PAGE_SIZES.length] ?? [595, 842];
    const lines = [`BT /F1 14 Tf 20 ${height - 40} Td (Page ${p} marker) Tj ET`, `BT /F1 10 Tf 20 ${height - 70} Td (${words[p] ?? 'still water'}) Tj ET`];
    const stream = lines.join('\n');
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${first + (p - 1) * 2 + 1} 0 R >>`);
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }
  return assemblePdf(objects);
}

/** A PNG file of `width`×`height` 8-bit RGB from its filtered scanlines: signature, IHDR, one IDAT, IEND. */
function pngFile(width: number, height: number, scanlines: Buffer, level?: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, level === undefined ? {} : { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG of `width`×`height` pixels of one colour. */
export function makePng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  return pngFile(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

/** A PNG of `width` × `height` RGB noise (does not compress: it keeps its size inside a zip). */
export function makeNoisePng(width: number, height: number, seed = 1): Buffer {
  const noise = randomBytesOf(height * (width * 3 + 1), seed);
  for (let row = 0; row < height; row += 1) noise[row * (width * 3 + 1)] = 0; // filter: none
  return pngFile(width, height, noise, 1);
}

const WORDS = (
  'the river lamp ferry crossed slowly under bridge stone night morning harbour sailor rope wind ' +
  'north south letter window garden quiet voice old young city market bread salt winter summer ' +
  'road hill forest bell tower clock rain snow fire smoke silver copper door key house street ' +
  'remembered whispered carried waited answered opened closed walked turned listened watched'
).split(' ');

/**
 * An EPUB 3 of about `targetBytes` (default 5 MiB): a nav document and as many chapters of varied
 * prose as it takes, with four incompressible illustrations (about 0.6 MiB each) among them.
 * Chapter n's heading is "Chapter n"; the first chapter opens with "Chapter 1, paragraph 1".
 */
export function makeLargeEpub(targetBytes = 5 * 1024 * 1024): Buffer {
  const images = [1, 2, 3, 4].map((n) => ({ name: `OEBPS/images/plate${n}.png`, data: makeNoisePng(480, 420, n) }));
  let budget = targetBytes - images.reduce((sum, i) => sum + i.data.length, 0) - 8 * 1024;
  let seed = 7;
  const word = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return WORDS[(seed >>> 8) % WORDS.length] ?? 'the';
  };
  const chapters: Array<{ name: string; data: string }> = [];
  for (let c = 1; budget > 0; c += 1) {
    const paras: string[] = [];
    for (let p = 1; p <= 60; p += 1) {
      const words = Array.from({ length: 70 }, word).join(' ');
      paras.push(`<p>Chapter ${c}, paragraph ${p}: ${words}.</p>`);
    }
    const plate = c % 10 === 1 && c <= 31 ? `<p><img src="../images/plate${(c - 1) / 10 + 1}.png" alt="Plate ${(c - 1) / 10 + 1}"/></p>` : '';
    const data = xhtml(`Chapter ${c}`, `<h1>Chapter ${c}</h1>${plate}\n${paras.join('\n')}`);
    budget -= deflateSync(data).length + 120;
    chapters.push({ name: `OEBPS/text/c${c}.xhtml`, data });
  }
  const ids = chapters.map((_, i) => `c${i + 1}`);
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:uuid:3b1f0a52-9d1e-4f0b-8c53-5a7e2f6d4c21</dc:identifier>
    <dc:title>The Long River</dc:title>
    <dc:creator>A. Tester</dc:creator>
    <dc:language>en</dc:language>
    <meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
${ids.map((id) => `    <item id="${id}" href="text/${id}.xhtml" media-type="application/xhtml+xml"/>`).join('\n')}
${images.map((_, i) => `    <item id="plate${i + 1}" href="images/plate${i + 1}.png" media-type="image/png"/>`).join('\n')}
  </manifest>
  <spine>${ids.map((id) => `<itemref idref="${id}"/>`).join('')}</spine>
</package>`;
  const nav = xhtml('Contents', `<nav epub:type="toc" id="toc"><h1>Contents</h1><ol>\n${ids.map((id, i) => `<li><a href="text/${id}.xhtml">Chapter ${i + 1}</a></li>`).join('\n')}</ol></nav>`);
  return epubZip([
    { name: 'OEBPS/content.opf', data: opf },
    { name: 'OEBPS/nav.xhtml', data: nav },
    ...chapters,
    ...images.map((i) => ({ ...i, store: true })),
  ]);
}

const GBK_SENTENCES = [
  '天色渐渐暗了下来，他站在城门口，望着远处的山路。',
  '风从北边吹过来，带着一股说不出的寒意。',
  '“你还记得那天晚上的事吗？”她低声问道。',
  '他没有回答，只是把手里的剑握得更紧了一些。',
  '远处传来几声狗叫，村子里的灯一盏一盏地亮了起来。',
  '老人叹了口气，说这世上的事情，从来就没有一定的道理。',
];

/** GBK bytes of each character, read off the native decoder (no encoder dependency needed). */
function gbkTable(): Map<string, [number, number]> {
  const decoder = new TextDecoder('gbk');
  const table = new Map<string, [number, number]>();
  for (let lead = 0x81; lead <= 0xfe; lead += 1) {
    for (let trail = 0x40; trail <= 0xfe; trail += 1) {
      if (trail === 0x7f) continue;
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && ch !== '\uFFFD' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  return table;
}

/**
 * A GBK-encoded Chinese novel of about `targetBytes` (default 10 MiB): a title and author line
 * (a preface), then chapters "第n章 风起之n" of 40 paragraphs each.
 */
export function makeGbkNovel(targetBytes = 10 * 1024 * 1024): Uint8Array {
  const parts: string[] = ['《长路》\n作者：某人\n\n'];
  let chars = 0;
  for (let chapter = 1; chars * 2 < targetBytes; chapter += 1) {
    parts.push(`第${chapter}章 风起之${chapter}\n`);
    for (let p = 0; p < 40; p += 1) {
      const paragraph = `\u3000\u3000${GBK_SENTENCES.slice(p % 3, (p % 3) + 4).join('')}\n`;
      parts.push(paragraph);
      chars += paragraph.length;
    }
  }
  const text = parts.join('');
  const table = gbkTable();
  const out = new Uint8Array(text.length * 2);
  let n = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x80) {
      out[n++] = code;
      continue;
    }
    const pair = table.get(ch);
    if (!pair) throw new Error(`no GBK code for ${ch}`);
    out[n++] = pair[0];
    out[n++] = pair[1];
  }
  return out.subarray(0, n);
}
