import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type BookFormEmitted, bookFormMachine, bookFormProblems } from './bookFormMachine';

const file = (name: string, size = 10) => ({ name, size });

function start() {
  const actor = createActor(bookFormMachine).start();
  const ready: BookFormEmitted[] = [];
  actor.on('form.ready', (event) => ready.push(event));
  return { actor, ready, form: () => actor.getSnapshot().context };
}

describe('bookFormMachine', () => {
  it('takes the title from the file until the user edits it', () => {
    const { actor, form } = start();
    actor.send({ type: 'form.file', file: file('the_hobbit.epub') });
    expect(form().title).toBe('the hobbit');
    actor.send({ type: 'form.title', value: 'The Hobbit' });
    actor.send({ type: 'form.file', file: file('other.pdf') });
    expect(form().title).toBe('The Hobbit');
  });

  it('sends nothing and names the missing fields when submitted empty', () => {
    const { actor, ready, form } = start();
    expect(bookFormProblems(form())).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(ready).toEqual([]);
    expect(bookFormProblems(form())).toMatchObject({ file: 'required', title: { field: 'title', rule: 'required' } });
  });

  it('refuses a title or an author longer than the server takes at once, and sends nothing', () => {
    const { actor, ready, form } = start();
    actor.send({ type: 'form.file', file: file('a.pdf') });
    actor.send({ type: 'form.title', value: 't'.repeat(501) });
    actor.send({ type: 'form.author', value: 'a'.repeat(501) });
    expect(bookFormProblems(form())).toMatchObject({ title: { rule: 'maxLength', limit: 500 }, author: { rule: 'maxLength', limit: 500 } });
    actor.send({ type: 'form.submit' });
    expect(ready).toEqual([]);
    actor.send({ type: 'form.title', value: 't'.repeat(500) });
    actor.send({ type: 'form.author', value: ' Tolkien ' });
    expect(bookFormProblems(form())).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(ready).toHaveLength(1);
  });

  it('refuses a file that is no book at once, before any submit', () => {
    const { actor, ready, form } = start();
    actor.send({ type: 'form.file', file: file('notes.docx') });
    expect(bookFormProblems(form())).toEqual({ file: 'unsupported' });
    actor.send({ type: 'form.submit' });
    expect(ready).toEqual([]);
  });

  it("hands over the request: the file's stem as title while untouched, trimmed author, cover and book id", () => {
    const { actor, ready } = start();
    const book = file('my.book.epub', 99);
    const cover = file('cover.png');
    actor.send({ type: 'form.file', file: book });
    actor.send({ type: 'form.cover', file: cover });
    actor.send({ type: 'form.author', value: '  Tolkien ' });
    actor.send({ type: 'form.submit', bookId: 'b-1' });
    expect(ready).toEqual([
      {
        type: 'form.ready',
        request: { file: book, cover, fields: { title: 'my.book', file_index: 0, total_files: 1, book_id: 'b-1', author: 'Tolkien', visibility: 'private' } },
      },
    ]);
  });

  it('sends an edited title trimmed, and no author or book id when there are none', () => {
    const { actor, ready } = start();
    actor.send({ type: 'form.file', file: file('a.pdf') });
    actor.send({ type: 'form.title', value: '  Edited  ' });
    actor.send({ type: 'form.submit' });
    expect(ready[0]?.request.fields).toEqual({ title: 'Edited', file_index: 0, total_files: 1, visibility: 'private' });
  });

  it('sends who may open the book: private until another choice is made', () => {
    const { actor, ready } = start();
    actor.send({ type: 'form.file', file: file('a.pdf') });
    actor.send({ type: 'form.visibility', value: 'link' });
    actor.send({ type: 'form.submit' });
    expect(ready[0]?.request.fields.visibility).toBe('link');
  });
});
