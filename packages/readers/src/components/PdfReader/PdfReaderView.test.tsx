import { renderWithProvider } from '@atelier/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en-US/readers.json';
import type { PdfDocument } from '../../pdf/openPdf';
import { createPdfLayout } from '../../pdf/pdfLayout';
import { PdfReaderView, type PdfReaderViewProps } from './PdfReaderView';

const doc: PdfDocument = {
  pages: 300,
  pageSize: { width: 420, height: 595 },
  pageSizeOf: async () => ({ width: 420, height: 595 }),
  outline: async () => [],
  renderPage: () => ({ done: Promise.resolve(), cancel: () => undefined }),
  search: async () => [],
  destroy: () => undefined,
};

function props(overrides: Partial<PdfReaderViewProps> = {}): PdfReaderViewProps {
  return {
    phase: 'ready',
    errorCode: null,
    doc,
    pages: 300,
    page: 12,
    percent: 4,
    goToPage: vi.fn(),
    zoom: { mode: 'fit-width' },
    zoomPercent: 120,
    setZoom: vi.fn(),
    zoomIn: vi.fn(),
    zoomOut: vi.fn(),
    scale: 1.6,
    layout: createPdfLayout(Array.from({ length: 300 }, () => ({ width: 672, height: 952 })), 12),
    scales: Array.from({ length: 300 }, () => 1.6),
    mounted: [11, 12, 13],
    outline: null,
    panel: 'none',
    setPanel: vi.fn(),
    search: { status: 'idle', query: '', hits: [], current: -1 },
    runSearch: vi.fn(),
    showHit: vi.fn(),
    nextHit: vi.fn(),
    previousHit: vi.fn(),
    closeSearch: vi.fn(),
    highlight: null,
    ...overrides,
  };
}

describe('PdfReaderView', { timeout: 20_000 }, () => {
  it('says it is preparing while pdf.js opens the document', () => {
    renderWithProvider(<PdfReaderView {...props({ phase: 'opening', doc: null, mounted: [] })} />);
    expect(screen.getByRole('status', { name: en.book.preparing })).toBeTruthy();
    expect(screen.getByLabelText(en.pdf.page)).toHaveProperty('disabled', true);
  });

  it('explains a password-protected or unreadable file', () => {
    const { unmount } = renderWithProvider(<PdfReaderView {...props({ phase: 'error', errorCode: 'PASSWORD' })} />);
    expect(screen.getByRole('heading', { name: en.pdf.password })).toBeTruthy();
    unmount();
    renderWithProvider(<PdfReaderView {...props({ phase: 'error', errorCode: 'BAD_FILE' })} />);
    expect(screen.getByRole('heading', { name: en.book.badFile })).toBeTruthy();
  });

  it('mounts only the pages it is given out of 300 and shows the page number', () => {
    renderWithProvider(<PdfReaderView {...props()} />);
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['Page 11', 'Page 12', 'Page 13']);
    expect(screen.getByLabelText(en.pdf.page)).toHaveProperty('value', '12');
    expect(screen.getByText('of 300')).toBeTruthy();
  });

  it('goes to a typed page number and zooms by step and by choice', async () => {
    const user = userEvent.setup();
    const model = props();
    renderWithProvider(<PdfReaderView {...model} />);
    const input = screen.getByLabelText(en.pdf.page);
    await user.clear(input);
    await user.type(input, '250{Enter}');
    expect(model.goToPage).toHaveBeenCalledWith(250);
    await user.click(screen.getByRole('button', { name: en.pdf.zoomIn }));
    expect(model.zoomIn).toHaveBeenCalledOnce();
    await user.selectOptions(screen.getByLabelText(en.pdf.zoom), 'fit-page');
    expect(model.setZoom).toHaveBeenCalledWith({ mode: 'fit-page' });
    await user.selectOptions(screen.getByLabelText(en.pdf.zoom), '150');
    expect(model.setZoom).toHaveBeenCalledWith({ mode: 'percent', percent: 150 });
  });

  it('counts the pages left in the outline part', () => {
    renderWithProvider(<PdfReaderView {...props({ pagesLeft: 1 })} />);
    expect(screen.getByText(/· 1 page left in chapter ·/)).toBeTruthy();
  });

  it('has a page slider that names the outline part and goes to the page chosen', async () => {
    const user = userEvent.setup();
    const seek = vi.fn();
    renderWithProvider(<PdfReaderView {...props({ progress: { value: 11, max: 299, unit: 'page', marks: [{ value: 9, title: 'Part Ten' }], seek } })} />);
    const slider = screen.getByRole('slider', { name: en.progress.label });
    expect(slider.getAttribute('aria-valuetext')).toBe('Part Ten · Page 12 of 300');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(seek).toHaveBeenCalledWith(12);
  });

  it('lists the outline and opens an entry at its page', async () => {
    const user = userEvent.setup();
    const model = props({ panel: 'outline', outline: [{ title: 'Part Ten', page: 10, depth: 0 }, { title: 'Broken link', page: null, depth: 1 }] });
    renderWithProvider(<PdfReaderView {...model} />);
    expect(await screen.findByRole('button', { name: 'Broken link' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Part Ten' }));
    expect(model.goToPage).toHaveBeenCalledWith(10);
  });

  it('draws each page of a mixed document at its own size', () => {
    const layout = createPdfLayout(
      [
        { width: 600, height: 848 },
        { width: 600, height: 424 },
        { width: 600, height: 900 },
      ],
      12,
    );
    renderWithProvider(<PdfReaderView {...props({ pages: 3, page: 1, layout, scales: [1, 0.7, 3], mounted: [1, 2, 3] })} />);
    const slot = (n: number) => document.querySelector<HTMLElement>(`[data-page="${n}"]`);
    expect([1, 2, 3].map((n) => slot(n)?.style.height)).toEqual(['848px', '424px', '900px']);
    expect([1, 2, 3].map((n) => slot(n)?.style.top)).toEqual(['0px', '860px', '1296px']);
    expect(slot(2)?.style.getPropertyValue('--total-scale-factor')).toBe('0.7');
  });

  it('goes to a search result from the list, then steps through results and says which one is shown', async () => {
    const user = userEvent.setup();
    const hits = [
      { page: 3, index: 0, excerpt: 'a heron stands' },
      { page: 7, index: 0, excerpt: 'the heron flies' },
    ];
    const listed = props({ panel: 'search', search: { status: 'done', query: 'heron', hits, current: -1 } });
    const { unmount } = renderWithProvider(<PdfReaderView {...listed} />);
    await user.click(await screen.findByRole('button', { name: /the heron flies/ }));
    expect(listed.showHit).toHaveBeenCalledWith(1);
    expect(listed.setPanel).toHaveBeenCalledWith('none');
    unmount();

    const shown = props({ search: { status: 'done', query: 'heron', hits, current: 1 }, highlight: { page: 7, index: 0, query: 'heron', reveal: 1 } });
    renderWithProvider(<PdfReaderView {...shown} />);
    expect(screen.getByRole('status').textContent).toBe(en.pdfFind.current.replace('{{current}}', '2').replace('{{count}}', '2').replace('{{query}}', 'heron').replace('{{page}}', '7'));
    await user.click(screen.getByRole('button', { name: en.pdfFind.next }));
    expect(shown.nextHit).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: en.pdfFind.previous }));
    expect(shown.previousHit).toHaveBeenCalledOnce();
  });
});
