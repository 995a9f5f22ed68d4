import { makeZip, PNG_1X1 } from '../../server/src/testing/fixtures';

/** The image the public scripted-EPUB test book asks for (johnfactotum/epub-test), among others. */
export const TRACKER_IMAGE = 'http://idpf.org/sites/default/files/epub-logo.gif';
const T = 'tracker.test';

/** Everything a page can ask of other hosts as it loads, in XHTML (so also valid in an HTML novel). */
const remoteBody = (ownImage: string) => `<h1>Tracked Chapter</h1>
<p>External link: <a href="https://example.com/" ping="https://ping.${T}/p">example.com</a></p>
<img src="${ownImage}" alt="Own picture"/>
<img class="image" src="${TRACKER_IMAGE}" alt="EPUB Logo"/>
<img src="//img.${T}/scheme-relative.png" alt=""/>
<img src="http:img.${T}/no-slashes.png" alt="Sneaky"/>
<img src="${ownImage}" srcset="https://img.${T}/2x.png 2x" alt="Own picture, remote 2x"/>
<div class="image" id="image"></div>
<div class="image" style="width: 100%; height: 20px; background-image: url('${TRACKER_IMAGE}');"></div>
<table background="https://img.${T}/table.png"><tr><td background="https://img.${T}/cell.png">cell</td></tr></table>
<video poster="https://img.${T}/poster.png" src="https://media.${T}/v.webm" controls="controls"><source src="https://media.${T}/v.mp4"/></video>
<audio src="https://media.${T}/a.mp3" controls="controls"></audio>
<iframe src="https://frame.${T}/"></iframe>
<object data="https://frame.${T}/o.swf"></object>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20"><image xlink:href="https://img.${T}/svg.png" width="20" height="20"/><rect width="5" height="5" fill="url(https://img.${T}/paint.svg#p)"/></svg>
<p>${'The chapter goes on. '.repeat(30)}</p>`;

const remoteCss = `@import url("https://cdn.${T}/import.css");
@font-face { font-family: "Tracked"; src: url(https://fonts.${T}/f.woff2) format("woff2"); }
body { font-family: "Tracked", serif; }
#image { width: 100%; height: 20px; background-image: url('${TRACKER_IMAGE}'); }`;

const remoteHead = (ownCss: string) => `<link rel="stylesheet" type="text/css" href="https://cdn.${T}/linked.css"/>
<link rel="stylesheet" type="text/css" href="${ownCss}"/>
<style>@import "https://cdn.${T}/inline-import.css"; h1 { background: url(https://img.${T}/h1.png); }</style>`;

/** An EPUB whose only chapter, stylesheet and inline styles ask for remote images, fonts, CSS, media and frames. */
export function makeTrackingEpub(): Buffer {
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:uuid:5f0c2d1e-8b7a-4c3d-9e2f-1a0b9c8d7e6f</dc:identifier>
    <dc:title>Tracked Book</dc:title><dc:language>en</dc:language><meta property="dcterms:modified">2026-01-01T00:00:00Z</meta></metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="c1" href="c1.xhtml" media-type="application/xhtml+xml" properties="svg"/>
    <item id="css" href="css/stylesheet.css" media-type="text/css"/>
    <item id="own" href="images/own.png" media-type="image/png"/>
  </manifest>
  <spine><itemref idref="c1"/></spine>
</package>`;
  const c1 = `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en">
<head><meta charset="utf-8"/><title>c1</title>${remoteHead('css/stylesheet.css')}</head>
<body>${remoteBody('images/own.png')}</body></html>`;
  const nav = `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head>
<body><nav epub:type="toc"><ol><li><a href="c1.xhtml">Tracked Chapter</a></li></ol></nav></body></html>`;
  return makeZip([
    { name: 'mimetype', data: 'application/epub+zip', store: true },
    { name: 'META-INF/container.xml', data: '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>' },
    { name: 'EPUB/package.opf', data: opf },
    { name: 'EPUB/nav.xhtml', data: nav },
    { name: 'EPUB/c1.xhtml', data: c1 },
    { name: 'EPUB/css/stylesheet.css', data: remoteCss },
    { name: 'EPUB/images/own.png', data: PNG_1X1 },
  ]);
}

/** An HTML novel's chapter asking for the same, plus its own picture next to it in `images/`. */
export function trackingHtmlChapter(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tracked Chapter</title>${remoteHead('style.css')}
<style>@font-face { font-family: X; src: url(https://fonts.${T}/x.woff2); }</style></head>
<body background="https://img.${T}/body.png">${remoteBody('images/own.png')}</body></html>`;
}
