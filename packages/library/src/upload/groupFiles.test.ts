import { describe, expect, it } from 'vitest';
import { mergeGroups, moveFile, removeFile, renameGroup, splitFile } from './editGroups';
import { titleFromFileName } from './fileKind';
import { groupFiles, type PickedFile } from './groupFiles';
import { naturalCompare } from './naturalCompare';
import { formatBytes, nextSpeed, secondsLeft } from './transferRate';

const pick = (...paths: string[]): PickedFile[] => paths.map((path) => ({ path, file: { name: path.split('/').pop()!, size: 10 } }));
const ids = () => {
  let n = 0;
  return () => `id${++n}`;
};

describe('groupFiles', () => {
  it('makes one book per loose file, whatever its type', () => {
    const { groups, rootPath } = groupFiles(pick('b.mp3', 'a.epub', 'c.mp3'), ids());
    expect(groups.map((g) => [g.title, g.type, g.files.length])).toEqual([
      ['a', 'epub', 1],
      ['b', 'audio', 1],
      ['c', 'audio', 1],
    ]);
    expect(rootPath).toBe('');
  });

  it('makes one multi-file book of a folder of audio chapters, in natural order, titled by the folder', () => {
    const { groups, rootPath } = groupFiles(
      pick('Dune/Part 10.mp3', 'Dune/Part 2.mp3', 'Dune/Part 1.mp3', 'Dune/cover.jpg', 'Dune/notes.docx'),
      ids(),
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]!.title).toBe('Dune');
    expect(groups[0]!.files.map((f) => f.path)).toEqual(['Dune/Part 1.mp3', 'Dune/Part 2.mp3', 'Dune/Part 10.mp3']);
    expect(groups[0]!.cover?.path).toBe('Dune/cover.jpg');
    expect(rootPath).toBe('Dune');
  });

  it('keeps epubs and pdfs of a folder as separate books and groups html chapters per folder', () => {
    const { groups, skipped } = groupFiles(
      pick('Lib/a.epub', 'Lib/b.pdf', 'Lib/Novel/ch2.html', 'Lib/Novel/ch1.html', 'Lib/Other/ch1.html', 'Lib/x.exe'),
      ids(),
    );
    expect(groups.map((g) => [g.title, g.files.length])).toEqual([
      ['a', 1],
      ['b', 1],
      ['Novel', 2],
      ['ch1', 1],
    ]);
    expect(skipped.map((s) => s.path)).toEqual(['Lib/x.exe']);
  });
});

describe('HTML novels with images', () => {
  const paths = (files: PickedFile[]) => files.map((f) => f.path);

  it('makes one book of html chapters and their images (also in images/), chapters first by file_index', () => {
    const { groups, skipped } = groupFiles(
      pick('Novel/images/b.png', 'Novel/ch10.html', 'Novel/ch2.htm', 'Novel/images/a.png', 'Novel/ch1.html', 'Novel/map.jpg', 'Novel/images/deep/c.webp'),
      ids(),
    );
    expect(groups).toHaveLength(1);
    const [book] = groups;
    expect([book!.title, book!.type]).toEqual(['Novel', 'html']);
    // file_index is the position: chapters 0..2 in natural order, then the images with their folders kept.
    expect(paths(book!.files)).toEqual([
      'Novel/ch1.html',
      'Novel/ch2.htm',
      'Novel/ch10.html',
      'Novel/images/a.png',
      'Novel/images/b.png',
      'Novel/images/deep/c.webp',
      'Novel/map.jpg',
    ]);
    expect(skipped).toEqual([]);
  });

  it('keeps a single chapter with its images as one book, and its named cover too', () => {
    const { groups } = groupFiles(pick('Story/index.html', 'Story/cover.jpg', 'Story/img/fig1.gif'), ids());
    expect(groups.map((g) => [g.title, g.type, paths(g.files)])).toEqual([['index', 'html', ['Story/index.html', 'Story/cover.jpg', 'Story/img/fig1.gif']]]);
    expect(groups[0]!.cover?.path).toBe('Story/cover.jpg');
  });

  it('takes images from a sibling folder when the chapters sit in a folder of their own', () => {
    const { groups, skipped } = groupFiles(pick('Novel/text/ch1.html', 'Novel/text/ch2.html', 'Novel/images/a.png', 'Novel/loose.png'), ids());
    expect(groups.map((g) => paths(g.files))).toEqual([['Novel/text/ch1.html', 'Novel/text/ch2.html', 'Novel/images/a.png']]);
    // An image beside the chapters' folder, not in a folder of its own, is not taken on a guess.
    expect(paths(skipped)).toEqual(['Novel/loose.png']);
  });

  it('gives each image to the nearest html book and leaves other books’ images alone', () => {
    const { groups, skipped } = groupFiles(
      pick(
        'Lib/A/ch1.html',
        'Lib/A/ch2.html',
        'Lib/A/images/a.png',
        'Lib/B/ch1.html',
        'Lib/B/images/b.png',
        'Lib/Dune/1.mp3',
        'Lib/Dune/cover.jpg',
        'Lib/Dune/art/extra.png',
        'Lib/loose.png',
      ),
      ids(),
    );
    expect(groups.map((g) => [g.title, g.type, paths(g.files)])).toEqual([
      ['A', 'html', ['Lib/A/ch1.html', 'Lib/A/ch2.html', 'Lib/A/images/a.png']],
      ['ch1', 'html', ['Lib/B/ch1.html', 'Lib/B/images/b.png']],
      ['1', 'audio', ['Lib/Dune/1.mp3']],
    ]);
    expect(groups[2]!.cover?.path).toBe('Lib/Dune/cover.jpg');
    // Images alone are not a book.
    expect(paths(skipped).sort()).toEqual(['Lib/Dune/art/extra.png', 'Lib/loose.png']);
  });

  it('never lets an image lead, stand alone, or outlive the chapters when editing', () => {
    const start = groupFiles(pick('N/ch1.html', 'N/ch2.html', 'N/images/a.png', 'N/images/b.png', 'M/x.html', 'M/y.png'), ids()).groups;
    const n = start.find((g) => g.title === 'N')!;
    expect(moveFile(start, n.id, 'N/images/a.png', -1)).toEqual(start);
    expect(paths(moveFile(start, n.id, 'N/images/b.png', -1).find((g) => g.id === n.id)!.files)).toEqual(['N/ch1.html', 'N/ch2.html', 'N/images/b.png', 'N/images/a.png']);
    expect(splitFile(start, n.id, 'N/images/a.png', () => 'new', 'a')).toEqual(start);
    const m = start.find((g) => g.title === 'x')!;
    expect(paths(mergeGroups(start, m.id, n.id).find((g) => g.id === n.id)!.files)).toEqual([
      'N/ch1.html',
      'N/ch2.html',
      'M/x.html',
      'N/images/a.png',
      'N/images/b.png',
      'M/y.png',
    ]);
    // Without its chapter, M's image is no book.
    expect(removeFile(start, 'M/x.html').map((g) => g.id)).toEqual([n.id]);
  });
});

describe('editing groups', () => {
  const start = () => groupFiles(pick('Album/1.mp3', 'Album/2.mp3', 'Album/3.mp3', 'solo.mp3'), ids()).groups;

  it('renames, splits, merges, reorders and removes files', () => {
    let groups = renameGroup(start(), 'id1', 'My album');
    expect(groups[0]!.title).toBe('My album');
    groups = splitFile(groups, 'id1', 'Album/3.mp3', () => 'new', '3');
    expect(groups.map((g) => g.files.length)).toEqual([2, 1, 1]);
    groups = mergeGroups(groups, 'id2', 'id1');
    expect(groups.map((g) => g.id)).toEqual(['id1', 'new']);
    expect(groups[0]!.files.map((f) => f.path)).toEqual(['Album/1.mp3', 'Album/2.mp3', 'solo.mp3']);
    groups = moveFile(groups, 'id1', 'solo.mp3', -1);
    expect(groups[0]!.files.map((f) => f.path)).toEqual(['Album/1.mp3', 'solo.mp3', 'Album/2.mp3']);
    groups = removeFile(groups, 'Album/3.mp3');
    expect(groups.map((g) => g.id)).toEqual(['id1']);
  });

  it('refuses to merge books of different types', () => {
    const groups = groupFiles(pick('a.epub', 'b.mp3'), ids()).groups;
    expect(mergeGroups(groups, 'id1', 'id2')).toBe(groups);
  });
});

describe('helpers', () => {
  it('sorts numbers inside names naturally', () => {
    expect(['ch10', 'ch2', 'ch1'].sort(naturalCompare)).toEqual(['ch1', 'ch2', 'ch10']);
  });
  it('derives a title from a file name', () => {
    expect(titleFromFileName('dir/The_Hobbit.epub')).toBe('The Hobbit');
  });
  it('smooths speed and estimates the time left', () => {
    const first = nextSpeed(null, 1000, 1000);
    expect(first).toBe(1000);
    expect(nextSpeed(first, 2000, 1000)).toBe(1300);
    expect(secondsLeft(2600, 1300)).toBe(2);
    expect(secondsLeft(10, null)).toBeNull();
    expect(formatBytes(8 * 1024 * 1024, 'en-US')).toBe('8 MB');
  });
});
