import { makeZip } from '../../../../tooling/fixtures/makeZip';

/** A real 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export { makeZip };

export function makeEpub(meta: { title: string; author: string; description?: string; withCover?: boolean }): Buffer {
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:uuid:1</dc:identifier>
    <dc:title>${meta.title}</dc:title>
    <dc:creator>${meta.author}</dc:creator>
    ${meta.description ? `<dc:description>${meta.description}</dc:description>` : ''}
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="ch1" href="text/ch1.xhtml" media-type="application/xhtml+xml"/>
    ${meta.withCover ? '<item id="cover" href="images/cover.png" media-type="image/png" properties="cover-image"/>' : ''}
  </manifest>
  <spine><itemref idref="ch1"/></spine>
</package>`;
  return makeZip([
    { name: 'mimetype', data: 'application/epub+zip', store: true },
    {
      name: 'META-INF/container.xml',
      data: '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    },
    { name: 'OEBPS/content.opf', data: opf },
    { name: 'OEBPS/nav.xhtml', data: '<html xmlns="http://www.w3.org/1999/xhtml"><body><nav/></body></html>' },
    { name: 'OEBPS/text/ch1.xhtml', data: '<html xmlns="http://www.w3.org/1999/xhtml"><body><p>Hello</p></body></html>' },
    ...(meta.withCover ? [{ name: 'OEBPS/images/cover.png', data: PNG_1X1 }] : []),
  ]);
}

export function makePdf(title: string, author: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Title (${title}) /Author (${author}) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An ID3-tagged "MP3": enough bytes for type detection, padded to `size`. */
export function makeMp3(size = 4096): Buffer {
  const buffer = Buffer.alloc(size, 0x55);
  buffer.write('ID3', 0, 'latin1');
  buffer[3] = 4;
  return buffer;
}

export function makeWav(size = 4096): Buffer {
  const buffer = Buffer.alloc(size);
  buffer.write('RIFF', 0, 'latin1');
  buffer.writeUInt32LE(size - 8, 4);
  buffer.write('WAVEfmt ', 8, 'latin1');
  return buffer;
}

export function randomBytesOf(size: number, seed = 1): Buffer {
  const buffer = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i += 1) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    buffer[i] = x >>> 16;
  }
  return buffer;
}

export interface UploadForm {
  file?: { name: string; data: Buffer; type?: string };
  cover?: { name: string; data: Buffer };
  fields: Record<string, string | number | boolean>;
}

export function uploadForm({ file, cover, fields }: UploadForm): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  if (cover) form.append('cover', new Blob([new Uint8Array(cover.data)]), cover.name);
  return form;
}
