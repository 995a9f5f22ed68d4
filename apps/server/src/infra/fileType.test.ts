import { describe, expect, it } from 'vitest';
import { makeEpub, makeMp3, makePdf, makeWav, makeZip, PNG_1X1 } from '../testing/fixtures';
import { detectBookImage, detectFileType, detectImage } from './fileType';

const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(64)]);

describe('detectFileType', () => {
  it.each([
    ['book.epub', makeEpub({ title: 't', author: 'a' }), 'epub', 'application/epub+zip'],
    ['doc.pdf', makePdf('t', 'a'), 'pdf', 'application/pdf'],
    ['novel.txt', Buffer.from('第一章 开始\n从前有座山', 'utf8'), 'txt', 'text/plain'],
    ['gbk.txt', Buffer.from([0xb5, 0xda, 0xd2, 0xbb, 0xd5, 0xc2, 0x0a]), 'txt', 'text/plain'],
    ['chapter.html', Buffer.from('<!doctype html><p>hi</p>'), 'html', 'text/html'],
    ['chapter.HTM', Buffer.from('<p>hi</p>'), 'html', 'text/html'],
    ['song.mp3', makeMp3(), 'audio', 'audio/mpeg'],
    ['song.wav', makeWav(), 'audio', 'audio/wav'],
    ['book.m4b', ftyp('M4B '), 'audio', 'audio/mp4'],
    ['clip.mp4', ftyp('isom'), 'video', 'video/mp4'],
    ['clip.mov', ftyp('qt  '), 'video', 'video/quicktime'],
    ['clip.webm', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]), 'video', 'video/webm'],
    ['track.flac', Buffer.from('fLaC\u0000\u0000', 'latin1'), 'audio', 'audio/flac'],
    ['track.ogg', Buffer.from('OggS\u0000\u0002', 'latin1'), 'audio', 'audio/ogg'],
    ['no-extension', makePdf('t', 'a'), 'pdf', 'application/pdf'],
  ])('%s is %s', (name, bytes, type, mime) => {
    expect(detectFileType(bytes, name)).toMatchObject({ type, mime });
  });

  it.each([
    ['image.pdf', PNG_1X1],
    ['archive.epub', makeZip([{ name: 'a.txt', data: 'x' }])],
    ['binary.txt', Buffer.from([0x00, 0x01, 0x02, 0x03])],
    ['fake.mp3', Buffer.from('just text pretending')],
    ['pdf-as.mp4', makePdf('t', 'a')],
    ['program.exe', Buffer.from('MZ\u0090\u0000', 'latin1')],
    ['photo.png', PNG_1X1],
  ])('refuses %s', (name, bytes) => {
    expect(detectFileType(bytes, name)).toBeNull();
  });
});

describe('detectImage', () => {
  it('knows PNG and refuses text', () => {
    expect(detectImage(PNG_1X1)).toBe('image/png');
    expect(detectImage(Buffer.from('<svg/>'))).toBeNull();
  });
});

describe('detectBookImage', () => {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
  const gif = Buffer.from('GIF87a\u0001\u0000', 'latin1');
  const webp = Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1')]);
  it.each([
    ['a.png', PNG_1X1, 'image/png'],
    ['images/B.PNG', PNG_1X1, 'image/png'],
    ['a.jpg', jpeg, 'image/jpeg'],
    ['a.jpeg', jpeg, 'image/jpeg'],
    ['a.gif', gif, 'image/gif'],
    ['a.webp', webp, 'image/webp'],
  ])('%s is %s', (name, bytes, mime) => {
    expect(detectBookImage(bytes, name)?.mime).toBe(mime);
  });

  it.each([
    ['an SVG', 'a.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['SVG bytes named .png', 'a.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PNG named .jpg', 'a.jpg', PNG_1X1],
    ['a PNG without extension', 'a', PNG_1X1],
    ['a WAV named .webp', 'a.webp', makeWav()],
  ])('refuses %s', (_label, name, bytes) => {
    expect(detectBookImage(bytes, name)).toBeNull();
  });
});
