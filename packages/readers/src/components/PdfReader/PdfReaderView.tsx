import { Button, Drawer, EmptyState, Select, Spinner, TextField, useT } from '@atelier/core';
import { type ReactNode, useState } from 'react';
import type { PdfReaderViewModel } from '../../pdf/pdfReaderViewModel';
import { readersNamespace } from '../../i18n/readersNamespace';
import { BookSearchPanel } from '../BookSearchPanel/BookSearchPanel';
import { pageHeight, pageTop, pageWidth, sheetWidth, totalHeight } from '../../pdf/pdfLayout';
import { ZOOM_STEPS } from '../../pdf/pdfZoom';
import { ProgressSlider } from '../ReaderParts/ProgressSlider';
import { ChapterNav, Hint, ItemButton, ItemList } from '../ReaderParts/ReaderParts.styles';
import { PdfPage } from './PdfPage';
import { Group, HitBar, PageInput, PdfRoot, Scroller, Sheet, Toolbar, Total } from './PdfReader.styles';

/** Props of `PdfReaderView`. */
export type PdfReaderViewProps = Omit<PdfReaderViewModel, 'scrollerRef'> & {
  /** Ref of the scrolling page stack (the hook's `scrollerRef`). @default undefined (not attached: the current page is not tracked) */
  scrollerRef?: PdfReaderViewModel['scrollerRef'];
  /** A back button before the toolbar's own buttons. @default undefined */
  backButton?: ReactNode;
  /** Fullscreen state and toggle for the reader. @default undefined (no button) */
  fullscreen?: { active: boolean; toggle(): void } | undefined;
  /** Ref of the reader's root element, the element that goes fullscreen. @default undefined */
  rootRef?: React.Ref<HTMLDivElement>;
};

const FIT_WIDTH = 'fit-width';
const FIT_PAGE = 'fit-page';

/** Continuous PDF pages (only those near the screen mounted), toolbar, outline and search: props in, UI out. */
export function PdfReaderView(props: PdfReaderViewProps) {
  const t = useT(readersNamespace);
  const { phase, errorCode, doc, pages, page, percent, goToPage, zoom, zoomPercent, setZoom, zoomIn, zoomOut, scales, layout, mounted, panel, setPanel, backButton, fullscreen, rootRef, scrollerRef, outline, progress, pagesLeft, pageTaps, search, runSearch, showHit, nextHit, previousHit, closeSearch, highlight } = props;
  const [typed, setTyped] = useState<string | null>(null);
  if (phase === 'error') return <EmptyState headingLevel={2} title={t(errorCode === 'PASSWORD' ? 'pdf.password' : 'book.badFile')} action={backButton} />;

  const zoomValue = zoom.mode === 'percent' ? String(zoom.percent) : zoom.mode;
  const zoomOptions = [
    { value: FIT_WIDTH, label: t('pdf.fitWidth') },
    { value: FIT_PAGE, label: t('pdf.fitPage') },
    ...ZOOM_STEPS.map((s) => ({ value: String(s), label: `${s}%` })),
    ...(zoom.mode === 'percent' && !(ZOOM_STEPS as readonly number[]).includes(zoom.percent) ? [{ value: String(zoom.percent), label: `${zoom.percent}%` }] : []),
  ];
  const onOpenChange = (name: typeof panel) => ({ open }: { open: boolean }) => setPanel(open ? name : 'none');
  const current = search.hits[search.current];

  return (
    <PdfRoot ref={rootRef} data-part="pdf-reader">
      <Toolbar>
        {backButton}
        <Button onClick={() => setPanel('outline')} aria-haspopup="dialog" disabled={phase !== 'ready'}>
          {t('pdf.outline')}
        </Button>
        <Button onClick={() => setPanel('search')} aria-haspopup="dialog" disabled={phase !== 'ready'}>
          {t('book.search')}
        </Button>
        {fullscreen ? (
          <Button onClick={fullscreen.toggle} aria-pressed={fullscreen.active}>
            {t('book.fullscreen')}
          </Button>
        ) : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typed !== null) goToPage(Number(typed));
            setTyped(null);
          }}
        >
          <Group>
            <PageInput>
              <TextField
                label={t('pdf.page')}
                type="number"
                inputMode="numeric"
                min={1}
                max={Math.max(1, pages)}
                value={typed ?? String(page)}
                onChange={(event) => setTyped(event.target.value)}
                onBlur={() => setTyped(null)}
                disabled={phase !== 'ready'}
              />
            </PageInput>
            <Total>{t('pdf.pageOf', { total: pages })}</Total>
            <Button type="submit" disabled={phase !== 'ready'}>
              {t('pdf.goToPage')}
            </Button>
          </Group>
        </form>
        <Group>
          <Button onClick={zoomOut} disabled={phase !== 'ready'} aria-label={t('pdf.zoomOut')}>
            −
          </Button>
          <Select
            label={t('pdf.zoom')}
            value={zoomValue}
            options={zoomOptions}
            onValueChange={(value) =>
              setZoom(value === FIT_WIDTH || value === FIT_PAGE ? { mode: value } : { mode: 'percent', percent: Number(value) })
            }
          />
          <Button onClick={zoomIn} disabled={phase !== 'ready'} aria-label={t('pdf.zoomIn')}>
            +
          </Button>
        </Group>
        <Total aria-live="polite">
          {phase === 'ready' ? `${t('txt.percent', { percent })}${pagesLeft ? ` · ${t('progress.pagesLeft' as 'progress.pagesLeft_other', { count: pagesLeft })}` : ''} · ${zoomPercent}%` : null}
        </Total>
      </Toolbar>
      {current ? (
        <HitBar role="group" aria-label={t('pdfFind.bar')}>
          <Total role="status" aria-live="polite">
            {t('pdfFind.current', { current: search.current + 1, count: search.hits.length, page: current.page, query: search.query })}
          </Total>
          <Button onClick={previousHit}>{t('pdfFind.previous')}</Button>
          <Button onClick={nextHit}>{t('pdfFind.next')}</Button>
          <Button onClick={closeSearch}>{t('pdfFind.close')}</Button>
        </HitBar>
      ) : null}
      <Scroller ref={scrollerRef} {...pageTaps} tabIndex={0} role="region" aria-label={t('book.pages')} aria-busy={phase === 'opening'}>
        {phase === 'opening' || !doc ? (
          <Spinner label={t('book.preparing')} />
        ) : (
          <Sheet style={{ height: totalHeight(layout), width: sheetWidth(layout) }}>
            {mounted.map((n) => (
              <PdfPage
                key={n}
                doc={doc}
                page={n}
                scale={scales[n - 1] ?? 1}
                top={pageTop(layout, n)}
                width={pageWidth(layout, n)}
                height={pageHeight(layout, n)}
                highlight={highlight?.page === n ? highlight : null}
              />
            ))}
          </Sheet>
        )}
      </Scroller>
      {progress ? (
        <ChapterNav aria-label={t('progress.label')}>
          <ProgressSlider progress={progress} />
        </ChapterNav>
      ) : null}
      <Hint>{t('pdf.keyboardHint')}</Hint>
      <Drawer open={panel === 'outline'} onOpenChange={onOpenChange('outline')} title={t('pdf.outline')} side="left">
        {outline === null ? (
          <Spinner label={t('book.preparing')} />
        ) : outline.length === 0 ? (
          <p>{t('pdf.noOutline')}</p>
        ) : (
          <ItemList aria-label={t('pdf.outline')}>
            {outline.map((item, i) => (
              // Outline titles repeat in some documents; their order is the stable key.
              <li key={i}>
                <ItemButton
                  $depth={item.depth}
                  disabled={item.page === null}
                  onClick={() => {
                    setPanel('none');
                    if (item.page !== null) goToPage(item.page);
                  }}
                >
                  {item.title}
                </ItemButton>
              </li>
            ))}
          </ItemList>
        )}
      </Drawer>
      <Drawer open={panel === 'search'} onOpenChange={onOpenChange('search')} title={t('book.search')} side="right">
        <BookSearchPanel
          search={search}
          runSearch={runSearch}
          onPick={(hit) => {
            setPanel('none');
            showHit(search.hits.indexOf(hit));
          }}
          hitKey={(hit) => `${hit.page}:${hit.index}`}
          hitLabel={(hit) => `${t('pdf.pageLabel', { page: hit.page })} · ${hit.excerpt}`}
        />
      </Drawer>
    </PdfRoot>
  );
}
