import { renderWithProvider } from '@atelier/core/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TXT_HEAD_BYTES } from '../../txt/txtHead';
import { TxtReader } from './TxtReader';

const CHAPTERS = 400;

/** A UTF-8 novel of about 1.7 MiB: large enough that the first screen comes from its head. */
function largeNovel(): Uint8Array {
  const lines = ['长路', '作者：某人', ''];
  for (let c = 1; c <= CHAPTERS; c += 1) {
    lines.push(`第${c}章 风起之${c}`);
    for (let p = 1; p <= 30; p += 1) lines.push(`\u3000\u3000第${c}章第${p}段：天色渐渐暗了下来，他站在城门口，望着远处的山路。`);
  }
  return new TextEncoder().encode(lines.join('\n'));
}

beforeEach(() => localStorage.clear());

describe('TxtReader with a large book', () => {
  it('shows the first chapter, then the whole book’s chapters, and moves to the last one', async () => {
    const user = userEvent.setup();
    renderWithProvider(<TxtReader bytes={largeNovel()} bookId={null} progressKey="large" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Preface' })).toBeTruthy();
    // The whole text is decoded after the first screen: every chapter is listed then.
    await waitFor(() => expect(screen.getByText(`Chapter 1 of ${CHAPTERS + 1} · 0% read · 1 min left in chapter`)).toBeTruthy());
    await user.keyboard('{End}');
    expect(await screen.findByRole('heading', { level: 2, name: `第${CHAPTERS}章 风起之${CHAPTERS}` })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(new RegExp(`^Chapter ${CHAPTERS + 1} of ${CHAPTERS + 1} · 100% read · [1-9]\\d* min left in chapter$`))).toBeTruthy());
  });

  it('jumps to the middle of the book from the progress slider, once the whole text is decoded, and steps by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProvider(<TxtReader bytes={largeNovel()} bookId={null} progressKey="slider" />);
    const slider = await screen.findByRole('slider', { name: 'Position in the book' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Preface · 0% read');
    fireEvent.input(slider, { target: { value: '500' } });
    fireEvent.change(slider, { target: { value: '500' } });
    const middle = await screen.findByRole('heading', { level: 2, name: /^第(19[5-9]|20[0-5])章/ });
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^第(19[5-9]|20[0-5])章 风起之\d+ · 50% read$/);
    const chapter = Number(/第(\d+)章/.exec(middle.textContent ?? '')?.[1]);
    slider.focus();
    await user.keyboard('{ArrowRight}');
    // A hundredth of 400 chapters is four chapters on.
    expect(await screen.findByRole('heading', { level: 2, name: new RegExp(`^第(${chapter + 3}|${chapter + 4}|${chapter + 5})章`) })).toBeTruthy();
  });

  it('opens from the head alone while the rest downloads, and keeps the reader’s place when the whole book arrives', async () => {
    const user = userEvent.setup();
    const book = largeNovel();
    const head = { bytes: book.slice(0, TXT_HEAD_BYTES), size: book.length };
    let asked = 0;
    const onNeedWhole = () => void (asked += 1);
    const view = renderWithProvider(<TxtReader bytes={null} head={head} onNeedWhole={onNeedWhole} bookId={null} progressKey="head-only" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Preface' })).toBeTruthy();
    // Once the head's screen is up, the reader asks for the rest.
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { level: 2, name: '第1章 风起之1' })).toBeTruthy();
    // Only the head's chapters are known, and no place in the book is claimed yet.
    expect(screen.queryByRole('slider', { name: 'Position in the book' })).toBeNull();
    view.rerender(<TxtReader bytes={book} head={null} bookId={null} progressKey="head-only" />);
    await waitFor(() => expect(screen.getByText(new RegExp(`^Chapter 2 of ${CHAPTERS + 1} · `))).toBeTruthy());
    expect(screen.getByRole('heading', { level: 2, name: '第1章 风起之1' })).toBeTruthy();
    await user.keyboard('{End}');
    expect(await screen.findByRole('heading', { level: 2, name: `第${CHAPTERS}章 风起之${CHAPTERS}` })).toBeTruthy();
  });
});
