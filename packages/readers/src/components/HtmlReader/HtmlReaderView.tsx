import { Button, Drawer, EmptyState, Spinner, useT } from '@atelier/core';
import type { ReactNode } from 'react';
import type { HtmlReaderViewModel } from '../../html/htmlReaderViewModel';
import { readersNamespace } from '../../i18n/readersNamespace';
import { BookSearchPanel } from '../BookSearchPanel/BookSearchPanel';
import { READER_THEMES } from '../../settings/readerSettings';
import { ProgressSlider } from '../ReaderParts/ProgressSlider';
import { ChapterNav, Hint, ItemButton, ItemList, SettingsForm, Status, Toolbar } from '../ReaderParts/ReaderParts.styles';
import { ReaderSettingsFields } from '../ReaderParts/ReaderSettingsFields';
import { TextFontField } from '../ReaderParts/TextFontField';
import { TxtRoot } from '../TxtReader/TxtReader.styles';
import { ChapterFrame, FrameBox } from './HtmlReader.styles';

/** Props of `HtmlReaderView`. */
export type HtmlReaderViewProps = Omit<HtmlReaderViewModel, 'frameRef'> & {
  /** Attaches the chapter's iframe to the reader (the hook's `frameRef`). @default undefined (not attached) */
  frameRef?: HtmlReaderViewModel['frameRef'];
  /** A back button before the toolbar's own buttons. @default undefined */
  backButton?: ReactNode;
};

/** One chapter of an HTML novel in a sandboxed frame, with contents and settings: props in, UI out. */
export function HtmlReaderView(props: HtmlReaderViewProps) {
  const t = useT(readersNamespace);
  const { phase, chapters, toc, openEntry, current, chapterTitle, srcDoc, percent, minutesLeft, goTo, panel, setPanel, settings, updateSettings, frameRef, backButton, progress } = props;
  let page: ReactNode;
  if (phase === 'failed') {
    page = (
      <EmptyState
        headingLevel={2}
        title={t('html.errorTitle')}
        description={t(`reader.errors.${props.errorCode ?? 'UNKNOWN'}`)}
        action={
          <Button variant="primary" onClick={props.retry}>
            {t('reader.retry')}
          </Button>
        }
      />
    );
  } else if (phase === 'loading' || srcDoc === null) {
    page = (
      <FrameBox>
        <Spinner label={t('html.loading')} />
      </FrameBox>
    );
  } else {
    // No allow-scripts, ever: with allow-same-origin alone the reader can follow scrolling and
    // links from outside, while the (already sanitized) chapter cannot run anything.
    page = <ChapterFrame ref={frameRef} title={chapterTitle} sandbox="allow-same-origin" srcDoc={srcDoc} $theme={settings.theme} />;
  }

  return (
    <TxtRoot>
      <Toolbar>
        {backButton}
        <Button onClick={() => setPanel('contents')} aria-haspopup="dialog">
          {t('txt.contents')}
        </Button>
        <Button onClick={() => setPanel('search')} aria-haspopup="dialog">
          {t('book.search')}
        </Button>
        <Button onClick={() => setPanel('settings')} aria-haspopup="dialog">
          {t('txt.settings')}
        </Button>
        <Status aria-live="polite">
          {t('txt.position', { current: current + 1, total: chapters.length })} · {t('txt.percent', { percent })}
          {minutesLeft ? ` · ${t('txt.minutesLeft', { minutes: minutesLeft })}` : null}
        </Status>
      </Toolbar>
      <h2>{chapterTitle}</h2>
      {page}
      <ChapterNav aria-label={t('txt.chapters')}>
        <Button onClick={() => goTo(current - 1)} disabled={current === 0}>
          {t('txt.previous')}
        </Button>
        {progress ? <ProgressSlider progress={progress} /> : null}
        <Button onClick={() => goTo(current + 1)} disabled={current >= chapters.length - 1}>
          {t('txt.next')}
        </Button>
      </ChapterNav>
      <Drawer open={panel === 'contents'} onOpenChange={({ open }) => setPanel(open ? 'contents' : 'none')} title={t('txt.contents')} side="left">
        <ItemList aria-label={t('txt.chapters')}>
          {toc.map((entry, i) => (
            // File titles and headings can repeat, so the position is the stable key.
            <li key={i}>
              <ItemButton type="button" $current={entry.current} $depth={entry.depth} aria-current={entry.current ? 'true' : undefined} onClick={() => openEntry(entry)}>
                {entry.label}
              </ItemButton>
            </li>
          ))}
        </ItemList>
      </Drawer>
      <Drawer open={panel === 'search'} onOpenChange={({ open }) => setPanel(open ? 'search' : 'none')} title={t('book.search')} side="right">
        <BookSearchPanel
          search={props.search}
          runSearch={props.runSearch}
          onPick={props.openHit}
          hitKey={(hit) => `${hit.chapter}:${hit.occurrence}`}
          hitLabel={(hit) => `${hit.chapterTitle} · ${hit.excerpt}`}
          notice={props.search.skipped > 0 ? t('htmlReader.searchSkipped' as 'htmlReader.searchSkipped_other', { count: props.search.skipped }) : undefined}
        />
      </Drawer>
      <Drawer open={panel === 'settings'} onOpenChange={({ open }) => setPanel(open ? 'settings' : 'none')} title={t('txt.settings')} side="right">
        <SettingsForm>
          <TextFontField value={settings.fontFamily} onChange={(fontFamily) => updateSettings({ fontFamily })} />
          <ReaderSettingsFields settings={settings} themes={READER_THEMES} updateSettings={updateSettings} />
          <Hint>{t('txt.keyboardHint')}</Hint>
        </SettingsForm>
      </Drawer>
    </TxtRoot>
  );
}
