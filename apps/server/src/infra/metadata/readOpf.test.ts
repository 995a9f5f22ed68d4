import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutationsOf, timed, tokenSoup } from '../../testing/mutations';
import { readContainer } from './readContainer';
import { readOpf } from './readOpf';

const OPF = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:uuid:1</dc:identifier>
    <dc:title>Les Misérables &amp; <![CDATA[<autres>]]> r&#233;cits</dc:title>
    <dc:creator>Victor Hugo</dc:creator>
    <dc:creator>Second Author</dc:creator>
    <dc:description><p>A <i>long</i> novel.</p></dc:description>
    <meta name="cover" content="img"/>
  </metadata>
  <manifest>
    <item id="img" href="images/old.jpg" media-type="image/jpeg"/>
    <item id="c" href="images/cover%20art.png" media-type="image/png" properties="svg cover-image"/>
  </manifest>
  <spine><itemref idref="c"/></spine>
</package>`;

const XML_TOKENS = [
  '<', '>', '/>', '</', '<meta', ' name="cover"', ' content="', '"', "'", '=', '<item', ' id="c"', ' href="x.png"',
  ' properties="cover-image"', '<dc:title>', '</dc:title>', '<dc:creator>', '<title>', ' xmlns="http://purl.org/dc/elements/1.1/"',
  ' xmlns:dc="http://purl.org/dc/elements/1.1/"', '<![CDATA[', ']]>', '<!--', '-->', '<?', '?>', '<!DOCTYPE', '<!ENTITY', '[', ']',
  '&', '&amp;', '&#x', ';', '&nbsp;', '<manifest>', '</manifest>', '<metadata>', '<package>', '\u0000', '\uFFFF', 'é', ' ', '\n',
];

/** Generous: a linear parse of these inputs takes milliseconds; the regexes this replaced took seconds to hours. */
const BUDGET_MS = 1500;

describe('readOpf', () => {
  it('reads title, first creator and description with entities, CDATA and inner markup', () => {
    expect(readOpf(OPF)).toEqual({
      title: 'Les Misérables & <autres> récits',
      author: 'Victor Hugo',
      description: 'A long novel.',
      coverHref: 'images/cover%20art.png',
    });
  });

  it('falls back to the EPUB 2 cover meta when no item has the cover-image property', () => {
    expect(readOpf(OPF.replace('svg cover-image', 'svg')).coverHref).toBe('images/old.jpg');
    // The meta may follow the manifest in a hand-made file.
    const late = '<package><manifest><item id="k" href="k.gif"/></manifest><metadata><meta name="cover" content="k"/></metadata></package>';
    expect(readOpf(late).coverHref).toBe('k.gif');
  });

  it('knows Dublin Core by its namespace, whatever the prefix, and a never-bound dc: prefix too', () => {
    const other = '<package xmlns:x="http://purl.org/dc/elements/1.1/"><metadata><x:title>Bound</x:title><title>not dc</title></metadata></package>';
    expect(readOpf(other)).toEqual({ title: 'Bound' });
    expect(readOpf('<package><metadata><dc:Title>Sloppy</dc:Title></metadata></package>')).toEqual({ title: 'Sloppy' });
  });

  it('keeps going past a few mistakes (an HTML entity, a stray ampersand)', () => {
    const sloppy = OPF.replace('Victor Hugo', 'Victor&nbsp;Hugo & co &c. &undefined;');
    expect(readOpf(sloppy)).toEqual({
      title: 'Les Misérables & <autres> récits',
      author: 'Victor\u00a0Hugo & co &c. &undefined;',
      description: 'A long novel.',
      coverHref: 'images/cover%20art.png',
    });
  });

  it('cuts fields at 2000 characters', () => {
    expect(readOpf(`<package><metadata><dc:title>${'x'.repeat(1 << 20)}</dc:title></metadata></package>`).title).toHaveLength(2000);
  });

  it('never expands entities declared in a DTD', () => {
    const laughs = '<!DOCTYPE p [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><package><metadata><dc:title>&b;</dc:title></metadata></package>';
    expect(readOpf(laughs).title).toBe('&b;');
  });

  it('finishes quickly and never throws on token soup', () => {
    fc.assert(
      fc.property(tokenSoup(XML_TOKENS), (xml) => {
        let info = {};
        expect(timed(() => (info = readOpf(xml)))).toBeLessThan(BUDGET_MS);
        for (const value of Object.values(info)) expect((value as string).length).toBeLessThanOrEqual(2000);
      }),
      { numRuns: 300 },
    );
  });

  it('finishes quickly and never throws on any mutation of a valid package document', () => {
    fc.assert(
      fc.property(mutationsOf(OPF, XML_TOKENS), (xml) => {
        expect(timed(() => readOpf(xml))).toBeLessThan(BUDGET_MS);
      }),
      { numRuns: 200 },
    );
  });

  it('stays linear on the review case and on nesting that made saxes quadratic', () => {
    // <meta name="cover" repeated: 1,600 copies (30 KB) took the old regexes 10 s.
    expect(timed(() => readOpf(`<package><metadata>${'<meta name="cover" '.repeat(200_000)}`))).toBeLessThan(BUDGET_MS);
    // saxes' own namespace handling took over 20 s for 40,000 nested elements.
    expect(timed(() => readOpf(`<package xmlns:dc="http://purl.org/dc/elements/1.1/">${'<a xmlns:x="u">'.repeat(400_000)}`))).toBeLessThan(BUDGET_MS);
    expect(timed(() => readOpf(`<package>${'<a>'.repeat(1_000_000)}${'</a>'.repeat(1_000_000)}`))).toBeLessThan(BUDGET_MS);
  });
});

describe('readContainer', () => {
  it('names the first rootfile with a full-path', () => {
    const xml = '<?xml version="1.0"?><container xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile/><rootfile full-path="OEBPS/content.opf"/><rootfile full-path="b.opf"/></rootfiles></container>';
    expect(readContainer(xml)).toBe('OEBPS/content.opf');
  });

  it('finishes quickly and never throws on token soup or mutations', () => {
    const tokens = [...XML_TOKENS, '<rootfile', ' full-path="a.opf"', '<container>', '<rootfiles>'];
    const valid = '<container><rootfiles><rootfile full-path="a.opf"/></rootfiles></container>';
    fc.assert(
      fc.property(fc.oneof(tokenSoup(tokens), mutationsOf(valid, tokens)), (xml) => {
        expect(timed(() => readContainer(xml))).toBeLessThan(BUDGET_MS);
      }),
      { numRuns: 200 },
    );
  });
});
