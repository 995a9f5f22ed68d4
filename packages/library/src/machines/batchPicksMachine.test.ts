import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type BatchPicksEmitted, batchPicksMachine } from './batchPicksMachine';

const pick = (path: string, size = 10) => ({ path, file: { name: path.split('/').pop() ?? path, size } });

function start() {
  let n = 0;
  const actor = createActor(batchPicksMachine, { input: { createId: () => `id${++n}` } }).start();
  const ready: BatchPicksEmitted[] = [];
  actor.on('picks.ready', (event) => ready.push(event));
  return { actor, ready, picks: () => actor.getSnapshot().context };
}

describe('batchPicksMachine', () => {
  it("groups picked books, leaves out what is no book, and names the task after the folder", () => {
    const { actor, picks } = start();
    actor.send({ type: 'picks.add', picked: [pick('Shelf/a.epub'), pick('Shelf/b.pdf'), pick('Shelf/notes.docx')], defaultName: 'Batch' });
    expect(picks().groups.map((g) => g.title)).toEqual(['a', 'b']);
    expect(picks()).toMatchObject({ skipped: ['Shelf/notes.docx'], rootPath: 'Shelf', taskName: 'Shelf' });
    // The same file picked again is not added twice; an empty pick changes nothing.
    actor.send({ type: 'picks.add', picked: [pick('Shelf/a.epub')], defaultName: 'Batch' });
    actor.send({ type: 'picks.add', picked: [], defaultName: 'Batch' });
    expect(picks().groups).toHaveLength(2);
  });

  it('starts nothing with no books, or with a book whose title was emptied', () => {
    const { actor, ready, picks } = start();
    actor.send({ type: 'picks.submit', defaultName: 'Batch' });
    expect(picks().submitted).toBe(true);
    actor.send({ type: 'picks.add', picked: [pick('a.epub')], defaultName: 'Batch' });
    const id = picks().groups[0]?.id ?? '';
    actor.send({ type: 'group.rename', groupId: id, title: '  ' });
    actor.send({ type: 'picks.submit', defaultName: 'Batch' });
    expect(ready).toEqual([]);
    actor.send({ type: 'group.rename', groupId: id, title: 'x'.repeat(501) });
    actor.send({ type: 'picks.submit', defaultName: 'Batch' });
    expect(ready).toEqual([]);
    actor.send({ type: 'group.rename', groupId: id, title: 'x'.repeat(500) });
    actor.send({ type: 'picks.submit', defaultName: 'Batch' });
    expect(ready).toHaveLength(1);
  });

  it('plans the task under the typed name, else the folder, else the default name', () => {
    const loose = start();
    loose.actor.send({ type: 'picks.add', picked: [pick('a.epub', 7)], defaultName: 'Batch 1' });
    expect(loose.picks().taskName).toBe('Batch 1');
    loose.actor.send({ type: 'picks.taskName', value: '' });
    loose.actor.send({ type: 'picks.submit', defaultName: 'Batch 2' });
    expect(loose.ready[0]?.plan).toMatchObject({ taskId: 'id2', taskName: 'Batch 2', rootPath: '', files: [{ key: 'a.epub', size: 7, bookId: 'id1' }] });
    expect(Object.keys(loose.ready[0]?.sources ?? {})).toEqual(['a.epub']);

    const named = start();
    named.actor.send({ type: 'picks.add', picked: [pick('Shelf/a.epub')], defaultName: 'Batch' });
    named.actor.send({ type: 'picks.taskName', value: ' Mine ' });
    named.actor.send({ type: 'picks.submit', defaultName: 'Batch' });
    expect(named.ready[0]?.plan).toMatchObject({ taskName: 'Mine', rootPath: 'Shelf' });
  });

  it('edits the grouping: split, merge, leave out, and clear everything', () => {
    const { actor, picks } = start();
    actor.send({ type: 'picks.add', picked: [pick('Audio/1.mp3'), pick('Audio/2.mp3'), pick('x.epub'), pick('y.epub')], defaultName: 'B' });
    const audio = picks().groups.find((g) => g.type === 'audio');
    expect(audio?.files.map((f) => f.path)).toEqual(['Audio/1.mp3', 'Audio/2.mp3']);
    actor.send({ type: 'file.split', groupId: audio?.id ?? '', path: 'Audio/2.mp3' });
    expect(picks().groups.filter((g) => g.type === 'audio').map((g) => g.files.length)).toEqual([1, 1]);
    const [x, y] = picks().groups.filter((g) => g.type === 'epub');
    actor.send({ type: 'group.merge', sourceId: y?.id ?? '', targetId: x?.id ?? '' });
    expect(picks().groups.filter((g) => g.type === 'epub').map((g) => g.files.map((f) => f.path))).toEqual([['x.epub', 'y.epub']]);
    actor.send({ type: 'file.remove', path: 'x.epub' });
    expect(picks().groups.flatMap((g) => g.files.map((f) => f.path))).not.toContain('x.epub');
    actor.send({ type: 'picks.visibility', value: 'public' });
    expect(picks().visibility).toBe('public');
    const [own] = picks().groups;
    actor.send({ type: 'group.visibility', groupId: own?.id ?? '', value: 'private' });
    expect(picks().groups[0]?.visibility).toBe('private');
    actor.send({ type: 'group.visibility', groupId: own?.id ?? '', value: null });
    expect(picks().groups[0]).not.toHaveProperty('visibility');
    actor.send({ type: 'picks.clear' });
    expect(picks()).toMatchObject({ groups: [], skipped: [], rootPath: '', taskName: '', visibility: 'private', submitted: false });
  });
});
