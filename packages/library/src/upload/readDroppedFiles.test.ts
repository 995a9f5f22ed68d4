import { describe, expect, it } from 'vitest';
import { droppedTree } from './droppedEntries.testing';
import { readDroppedFiles } from './readDroppedFiles';

const file = (name: string) => new File([name], name);

describe('readDroppedFiles', () => {
  it('walks dropped folders, nested ones too, reading every chunk of each directory', async () => {
    const files = await readDroppedFiles(
      droppedTree({
        Saga: { '1.mp3': file('1.mp3'), '2.mp3': file('2.mp3'), '10.mp3': file('10.mp3'), Extras: { 'a.mp3': file('a.mp3'), 'b.mp3': file('b.mp3'), 'c.mp3': file('c.mp3') } },
        'loose.epub': file('loose.epub'),
      }),
    );
    expect(files.map((f) => [f.path, f.file.name])).toEqual([
      ['Saga/1.mp3', '1.mp3'],
      ['Saga/2.mp3', '2.mp3'],
      ['Saga/10.mp3', '10.mp3'],
      ['Saga/Extras/a.mp3', 'a.mp3'],
      ['Saga/Extras/b.mp3', 'b.mp3'],
      ['Saga/Extras/c.mp3', 'c.mp3'],
      ['loose.epub', 'loose.epub'],
    ]);
  });

  it('takes plain files when the browser gives no entries', async () => {
    const plain = [file('one.txt'), file('two.pdf')];
    const data = { items: [], files: plain } as unknown as DataTransfer;
    expect((await readDroppedFiles(data)).map((f) => f.path)).toEqual(['one.txt', 'two.pdf']);
  });

  it('gives nothing for an empty folder', async () => {
    expect(await readDroppedFiles(droppedTree({ Empty: {} }))).toEqual([]);
  });
});
