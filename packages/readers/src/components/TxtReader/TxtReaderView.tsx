import { Button, Drawer, Spinner, useT } from '@atelier/core';
import type { ReactNode } from 'react';
import { readersNamespace } from '../../i18n/readersNamespace';
import type { TxtReaderViewModel } from '../../txt/txtReaderViewModel';
import { ProgressSlider } from '../ReaderParts/ProgressSlider';
import { ChapterNav, ItemButton, ItemList, Status, Toolbar } from '../ReaderParts/ReaderParts.styles';
import { Page, TxtRoot } from './TxtReader.styles';
import { TxtSettingsPanel } from './TxtSettingsPanel';

/** Props of `TxtReaderView`. */
export type TxtReaderViewProps = Omit<TxtReaderViewModel, 'contentRef'> & {
  /** Ref of the page that holds the chapter's text (the hook's `contentRef`). @default undefined (not attached: the reading place is not tracked) */
  contentRef?: TxtReaderViewModel['contentRef'];
  /** A back button before the toolbar's own buttons. @default undefined */
  backButton?: ReactNode;
};

/** One chapter of a TXT novel with its toolbar, contents and settings panels: props in, UI out. */
export function TxtReaderView(props: TxtReaderViewProps) {
  const t = useT(readersNamespace);
  const { phase, chapters, current, chapterTitle, paragraphs, percent, minutesLeft, goTo, panel, setPanel, settings, contentRef, backButton, pageTaps, progress } = props;
  if (phase === 'preparing') {
    return (
      <TxtRoot>
        <Spinner label={t('txt.preparing')} />
      </TxtRoot>
    );
  }
  if (chapters.length === 0) return <TxtRoot>{t('txt.empty')}</TxtRoot>;

  const nav = (
    <ChapterNav aria-label={t('txt.chapters')}>
      <Button onClick={() => goTo(current - 1)} disabled={current === 0}>
        {t('txt.previous')}
      </Button>
      {progress ? <ProgressSlider progress={progress} /> : null}
      <Button onClick={() => goTo(current + 1)} disabled={current >= chapters.length - 1}>
        {t('txt.next')}
      </Button>
    </ChapterNav>
  );

  return (
    <TxtRoot>
      <Toolbar>
        {backButton}
        <Button onClick={() => setPanel('contents')} aria-haspopup="dialog">
          {t('txt.contents')}
        </Button>
        <Button onClick={() => setPanel('settings')} aria-haspopup="dialog">
          {t('txt.settings')}
        </Button>
        <Status aria-live="polite">
          {t('txt.position', { current: current + 1, total: chapters.length })} · {t('txt.percent', { percent })}
          {minutesLeft ? ` · ${t('txt.minutesLeft', { minutes: minutesLeft })}` : null}
        </Status>
      </Toolbar>
      <Page ref={contentRef} {...pageTaps} tabIndex={0} aria-label={chapterTitle} $theme={settings.theme} $fontSize={settings.fontSize} $lineHeight={settings.lineHeight} $fontFamily={settings.fontFamily}>
        <h2 tabIndex={-1}>{chapterTitle}</h2>
        {paragraphs.map((p) => (
          <p key={p.offset} data-offset={p.offset}>
            {p.text}
          </p>
        ))}
      </Page>
      {nav}
      <Drawer open={panel === 'contents'} onOpenChange={({ open }) => setPanel(open ? 'contents' : 'none')} title={t('txt.contents')} side="left">
        <ItemList aria-label={t('txt.chapters')}>
          {chapters.map((title, i) => (
            // Chapter titles repeat in some books, so the index is the stable key.
            <li key={i}>
              <ItemButton $current={i === current} aria-current={i === current ? 'true' : undefined} onClick={() => goTo(i)}>
                {title}
              </ItemButton>
            </li>
          ))}
        </ItemList>
      </Drawer>
      <Drawer open={panel === 'settings'} onOpenChange={({ open }) => setPanel(open ? 'settings' : 'none')} title={t('txt.settings')} side="right">
        <TxtSettingsPanel {...props} />
      </Drawer>
    </TxtRoot>
  );
}
