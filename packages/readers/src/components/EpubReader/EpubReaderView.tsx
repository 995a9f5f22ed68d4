import { Button, Drawer, EmptyState, Spinner, useT } from '@atelier/core';
import type { ReactNode } from 'react';
import type { EpubReaderViewModel } from '../../epub/epubReaderViewModel';
import { readersNamespace } from '../../i18n/readersNamespace';
import { BookSearchPanel } from '../BookSearchPanel/BookSearchPanel';
import { ProgressSlider } from '../ReaderParts/ProgressSlider';
import { ItemButton, ItemList, Status } from '../ReaderParts/ReaderParts.styles';
import { BookRoot, EpubChapterNav, EpubToolbar, Stage, Viewport } from './EpubReader.styles';
import { EpubSettingsPanel } from './EpubSettingsPanel';

/** Props of `EpubReaderView`. */
export type EpubReaderViewProps = Omit<EpubReaderViewModel, 'viewportRef'> & {
  /** Ref of the element the book is rendered into (the hook's `viewportRef`). @default undefined (not attached: nothing is rendered into it) */
  viewportRef?: EpubReaderViewModel['viewportRef'];
  /** A back button before the toolbar's own buttons. @default undefined */
  backButton?: ReactNode;
  /** Fullscreen toggle for the reader. @default undefined (no button) */
  fullscreen?: { active: boolean; toggle(): void } | undefined;
  /** Ref of the reader's root element, the element that goes fullscreen. @default undefined */
  rootRef?: React.Ref<HTMLDivElement>;
};

const stripFragment = (href: string) => href.split('#')[0] ?? href;

/** An EPUB in epub.js's frame with toolbar, page buttons, contents, search and settings: props in, UI out. */
export function EpubReaderView(props: EpubReaderViewProps) {
  const t = useT(readersNamespace);
  const { phase, toc, currentHref, percent, atStart, atEnd, next, prev, goTo, panel, setPanel, pageTheme, viewportRef, backButton, fullscreen, rootRef, chapterPage, minutesLeft, progress } = props;
  if (phase === 'error') return <EmptyState headingLevel={2} title={t('book.badFile')} action={backButton} />;
  const openPanel = (name: typeof panel) => () => setPanel(name);
  const onOpenChange = (name: typeof panel) => ({ open }: { open: boolean }) => setPanel(open ? name : 'none');

  return (
    <BookRoot ref={rootRef} data-part="epub-reader">
      <EpubToolbar>
        {backButton}
        <Button onClick={openPanel('contents')} aria-haspopup="dialog" disabled={phase !== 'ready'}>
          {t('txt.contents')}
        </Button>
        <Button onClick={openPanel('search')} aria-haspopup="dialog" disabled={phase !== 'ready'}>
          {t('book.search')}
        </Button>
        <Button onClick={openPanel('settings')} aria-haspopup="dialog">
          {t('txt.settings')}
        </Button>
        {fullscreen ? (
          <Button onClick={fullscreen.toggle} aria-pressed={fullscreen.active}>
            {t('book.fullscreen')}
          </Button>
        ) : null}
        <Status aria-live="polite">
          {phase === 'ready' ? t('txt.percent', { percent }) : null}
          {phase === 'ready' && chapterPage ? ` · ${t('progress.chapterPage', chapterPage)}` : null}
          {phase === 'ready' && minutesLeft ? ` · ${t('txt.minutesLeft', { minutes: minutesLeft })}` : null}
        </Status>
      </EpubToolbar>
      <Viewport $theme={pageTheme} role="region" aria-label={t('book.pages')} aria-busy={phase === 'opening'} data-theme={pageTheme}>
        {phase === 'opening' ? <Spinner label={t('book.preparing')} /> : null}
        {/* epub.js owns this element's children; React never renders into it. */}
        <Stage ref={viewportRef} />
      </Viewport>
      <EpubChapterNav aria-label={t('book.pageNav')}>
        <Button onClick={prev} disabled={phase !== 'ready' || atStart}>
          {t('book.previous')}
        </Button>
        {progress ? <ProgressSlider progress={progress} /> : null}
        <Button onClick={next} disabled={phase !== 'ready' || atEnd}>
          {t('book.next')}
        </Button>
      </EpubChapterNav>
      <Drawer open={panel === 'contents'} onOpenChange={onOpenChange('contents')} title={t('txt.contents')} side="left">
        {toc.length === 0 ? (
          <p>{t('book.noContents')}</p>
        ) : (
          <ItemList aria-label={t('txt.chapters')}>
            {toc.map((item, i) => {
              const current = currentHref !== null && stripFragment(item.href).endsWith(stripFragment(currentHref));
              return (
                // Entries can repeat a label and an href; their order is the stable key.
                <li key={i}>
                  <ItemButton $current={current} $depth={item.depth} aria-current={current ? 'true' : undefined} onClick={() => goTo(item.href)}>
                    {item.label}
                  </ItemButton>
                </li>
              );
            })}
          </ItemList>
        )}
      </Drawer>
      <Drawer open={panel === 'search'} onOpenChange={onOpenChange('search')} title={t('book.search')} side="right">
        <BookSearchPanel search={props.search} runSearch={props.runSearch} onPick={(hit) => goTo(hit.cfi)} hitKey={(hit) => hit.cfi} hitLabel={(hit) => hit.excerpt.trim()} />
      </Drawer>
      <Drawer open={panel === 'settings'} onOpenChange={onOpenChange('settings')} title={t('txt.settings')} side="right">
        <EpubSettingsPanel settings={props.settings} updateSettings={props.updateSettings} />
      </Drawer>
    </BookRoot>
  );
}
