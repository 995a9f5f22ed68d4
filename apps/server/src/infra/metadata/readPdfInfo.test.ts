import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutationsOf, timed, tokenSoup } from '../../testing/mutations';
import { readPdfInfo } from './readPdfInfo';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

const PDF = `%PDF-1.7
%\u00e2\u00e3\u00cf\u00d3
1 0 obj << /Type /Catalog /Pages 2 0 R /Outlines 5 0 R >> endobj
5 0 obj << /Title (Chapter One: an outline entry) /Count 0 >> endobj
6 0 obj << /Length 12 >>
stream
(/Title (no)
endstream
endobj
4 0 obj
<< /Producer (x) /Title (Nested \\(parens\\) and (balanced (ones)) \\101\\102\\060 tab\\there\\
joined) /Author <FEFF0056006900630074006F0072002000480075> /Subject (r\\351sum\\351 \\215quoted\\216) >>
endobj
trailer << /Size 7 /Root 1 0 R /Info 4 0 R >>
startxref
0
%%EOF
`;

const PDF_TOKENS = [
  '(', ')', '\\', '\\(', '\\)', '\\0', '\\377', '<', '>', '<<', '>>', '<FEFF', '/Title', '/Author', '/Subject', '/Info', ' 4 0 R',
  ' 4 0 obj', 'endobj', 'stream\n', 'endstream', '%', '\n', '\r', ' ', '[', ']', '#41', '/T#69tle', 'FE', 'FF', '00', '\u00fe\u00ff',
];

/** Generous: a linear pass over these inputs takes milliseconds; the regexes this replaced took seconds. */
const BUDGET_MS = 1500;

describe('readPdfInfo', () => {
  it('reads the Info dictionary the trailer names: escapes, nesting, octal, line continuations, hex UTF-16BE, PDFDocEncoding', () => {
    expect(readPdfInfo([latin1(PDF)])).toEqual({
      title: 'Nested (parens) and (balanced (ones)) AB0 tab\there' + 'joined',
      author: 'Victor Hu',
      description: 'résumé “quoted”',
    });
  });

  it('takes the first strings anywhere when the Info object is not among the bytes', () => {
    const noInfo = PDF.replace('/Info 4 0 R', '/Info 9 0 R');
    expect(readPdfInfo([latin1(noInfo)]).title).toBe('Chapter One: an outline entry');
  });

  it('gives nothing when the named Info dictionary has no such keys', () => {
    expect(readPdfInfo([latin1('1 0 obj << /Title (outline) >> endobj 2 0 obj << /Producer (x) >> endobj trailer << /Info 2 0 R >>')])).toEqual({});
  });

  it('reads a trailer in the last window for an object in the first', () => {
    expect(readPdfInfo([latin1('%PDF-1.4\n3 0 obj << /Title <FEFF4E09 4F53> >> endobj'), latin1('trailer << /Info 3 0 R >>')])).toEqual({ title: '三体' });
  });

  it('reads UTF-8 strings marked with a byte-order mark, odd hex digits and #-escaped names', () => {
    const bytes = Buffer.concat([latin1('1 0 obj << /T#69tle ('), Buffer.from('\ufeff《三体》', 'utf8'), latin1(') /Author <41424> >> endobj trailer << /Info 1 0 R >>')]);
    expect(readPdfInfo([bytes])).toEqual({ title: '《三体》', author: 'AB@' });
  });

  it('finishes quickly and never throws on token soup and random bytes', () => {
    fc.assert(
      fc.property(fc.oneof(tokenSoup(PDF_TOKENS).map(latin1), fc.uint8Array({ maxLength: 4096 }).map((a) => Buffer.from(a))), (bytes) => {
        let info = {};
        expect(timed(() => (info = readPdfInfo([bytes])))).toBeLessThan(BUDGET_MS);
        for (const value of Object.values(info)) expect((value as string).length).toBeLessThanOrEqual(2000);
      }),
      { numRuns: 300 },
    );
  });

  it('finishes quickly and never throws on any mutation of a valid Info dictionary', () => {
    fc.assert(
      fc.property(mutationsOf(PDF, PDF_TOKENS), (text) => {
        expect(timed(() => readPdfInfo([latin1(text)]))).toBeLessThan(BUDGET_MS);
      }),
      { numRuns: 200 },
    );
  });

  it('stays linear on the review case and on unterminated strings, hex and dictionaries', () => {
    // The review's 80 KiB of /Title( took the old regexes 5 s; this is 4 MiB.
    for (const text of ['/Title('.repeat(600_000), `/Title ${'('.repeat(4 << 20)}`, `/Title <${'0'.repeat(4 << 20)}`, '<<'.repeat(2 << 20), '/Title(\\'.repeat(500_000), 'stream '.repeat(600_000)]) {
      expect(timed(() => readPdfInfo([latin1(text)]))).toBeLessThan(BUDGET_MS);
    }
  });
});
