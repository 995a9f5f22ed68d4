import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { makeZip, PNG_1X1 } from '../../server/src/testing/fixtures';

const require = createRequire(import.meta.url);

/** A real font the book embeds (KaTeX's, from the chat package's dependency), so font-src is exercised. */
function bookFont(): Buffer {
  const katex = path.dirname(require.resolve('katex/package.json', { paths: [path.resolve(import.meta.dirname, '../../../packages/chat')] }));
  return readFileSync(path.join(katex, 'dist/fonts/KaTeX_Main-Regular.woff2'));
}

export const STYLED_EPUB_HEADING = 'Styled Chapter';

/**
 * An EPUB that uses everything a publisher's styling may: a stylesheet file with an embedded font
 * and a background image, a `<style>` element, inline `style` attributes, an image and an SVG
 * image. The heading's letter-spacing comes from the `<style>` element, the first paragraph's
 * alignment from its style attribute: what a reader shows only if its frame's policy allows them.
 */
export function makeStyledEpub(): Buffer {
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:uuid:0e5e1c36-6a3b-4f55-9d2e-5b8f3a1c7d20</dc:identifier>
    <dc:title>Styled Book</dc:title><dc:language>en</dc:language><meta property="dcterms:modified">2026-01-01T00:00:00Z</meta></metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="c1" href="text/c1.xhtml" media-type="application/xhtml+xml" properties="svg"/>
    <item id="css" href="css/book.css" media-type="text/css"/>
    <item id="font" href="fonts/main.woff2" media-type="font/woff2"/>
    <item id="dot" href="images/dot.png" media-type="image/png"/>
  </manifest>
  <spine><itemref idref="c1"/></spine>
</package>`;
  const css = `@font-face { font-family: "Book Face"; src: url(../fonts/main.woff2) format("woff2"); }
body { font-family: "Book Face", serif; }
.plate { height: 20px; background: url(../images/dot.png) repeat; }`;
  const c1 = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:xlink="http://www.w3.org/1999/xlink" lang="en">
<head><title>c1</title><link rel="stylesheet" type="text/css" href="../css/book.css"/><style>h1 { letter-spacing: 3px; }</style></head>
<body><h1>${STYLED_EPUB_HEADING}</h1>
<p style="text-align: center">A centred line.</p>
<div class="plate"></div><img src="../images/dot.png" alt="A dot"/>
<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image xlink:href="../images/dot.png" width="10" height="10"/></svg>
${Array.from({ length: 12 }, (_, i) => `<p>Paragraph ${i + 1} of a chapter with its own look.</p>`).join('\n')}
</body></html>`;
  const nav = `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head>
<body><nav epub:type="toc"><ol><li><a href="text/c1.xhtml">${STYLED_EPUB_HEADING}</a></li></ol></nav></body></html>`;
  return makeZip([
    { name: 'mimetype', data: 'application/epub+zip', store: true },
    { name: 'META-INF/container.xml', data: '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>' },
    { name: 'OEBPS/content.opf', data: opf },
    { name: 'OEBPS/nav.xhtml', data: nav },
    { name: 'OEBPS/text/c1.xhtml', data: c1 },
    { name: 'OEBPS/css/book.css', data: css },
    { name: 'OEBPS/fonts/main.woff2', data: bookFont() },
    { name: 'OEBPS/images/dot.png', data: PNG_1X1 },
  ]);
}
