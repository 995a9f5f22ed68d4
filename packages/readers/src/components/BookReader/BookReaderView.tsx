import { Button, EmptyState, Progress, Spinner, useLanguage, useT } from '@atelier/core';
import type { CSSProperties, ReactNode, Ref } from 'react';
import type { BookReaderPhase } from '../../hooks/useBookReader';
import { readersNamespace } from '../../i18n/readersNamespace';
import type { ReaderErrorCode } from '../../machines/readerError';
import { LoadingBox, ReaderRoot, ReaderTitle } from './BookReader.styles';
import { formatBytes } from './formatBytes';

/** Props of `BookReaderView`. */
export interface BookReaderViewProps {
  /** What is shown: download progress, an error with retry, "unsupported format", or the format's view. */
  phase: BookReaderPhase;
  /** Book title shown above the reader and in its region name; empty shows "Untitled". */
  title: string;
  /** Bytes downloaded so far; 0 shows a spinner instead of the progress bar. */
  loaded: number;
  /** Size of the file in bytes, or null when the server did not say (progress without a percentage). */
  total: number | null;
  /** Why opening failed, shown in words in the error phase; null shows the generic error. */
  errorCode: ReaderErrorCode | null;
  /** The error's "retry" button was pressed. */
  retry(): void;
  /** Whether someone is signed in: a guest refused a private book is told that signing in as its owner may help. @default true */
  signedIn?: boolean | undefined;
  /** Shown beside "retry" in the error phase (e.g. the host's sign-in link). @default undefined */
  errorAction?: ReactNode;
  /** Leave the reader; when given, a "back" button is shown in every phase. @default undefined (no back button) */
  onBack?: (() => void) | undefined;
  /** The format's own view, shown when ready; it receives the back button for its toolbar. @default undefined (nothing shown when ready) */
  renderReady?: ((backButton: ReactNode) => ReactNode) | undefined;
  /** Class on the reader's root element. @default undefined */
  className?: string | undefined;
  /** Inline style on the reader's root element. @default undefined */
  style?: CSSProperties | undefined;
  /** Whether the title and the view's toolbars are on screen (false while reading immersively). @default true */
  chromeShown?: boolean | undefined;
  /** Ref of the root element (BookReader listens for reading gestures inside it). @default undefined */
  rootRef?: Ref<HTMLElement> | undefined;
}

/** Loading with progress, errors in words with retry, then the format view: props in, UI out. */
export function BookReaderView({
  phase,
  title,
  loaded,
  total,
  errorCode,
  retry,
  signedIn = true,
  errorAction,
  onBack,
  renderReady,
  className,
  style,
  chromeShown = true,
  rootRef,
}: BookReaderViewProps) {
  const t = useT(readersNamespace);
  const language = useLanguage();
  const shownTitle = title || t('reader.untitled');
  const back = onBack ? <Button onClick={onBack}>{t('reader.back')}</Button> : null;
  const size = (n: number) => formatBytes(n, language);

  let body: ReactNode;
  if (phase === 'loading') {
    const percent = total ? Math.min(100, Math.round((loaded / total) * 100)) : null;
    body = (
      <LoadingBox>
        {loaded === 0 ? (
          <Spinner label={t('reader.opening')} />
        ) : (
          <Progress
            label={t('reader.downloading')}
            value={percent}
            valueText={total ? t('reader.downloaded', { loaded: size(loaded), total: size(total) }) : t('reader.downloadedUnknown', { loaded: size(loaded) })}
          />
        )}
        {back}
      </LoadingBox>
    );
  } else if (phase === 'error') {
    body = (
      <EmptyState
        headingLevel={2}
        title={t('reader.errorTitle')}
        description={errorCode === 'BOOK_PRIVATE' && !signedIn ? t('reader.privateForGuest') : t(`reader.errors.${errorCode ?? 'UNKNOWN'}`)}
        action={
          <>
            <Button variant="primary" onClick={retry}>
              {t('reader.retry')}
            </Button>
            {errorAction}
            {back}
          </>
        }
      />
    );
  } else if (phase === 'unsupported') {
    body = <EmptyState headingLevel={2} title={t('reader.unsupported')} action={back} />;
  } else {
    body = renderReady?.(back) ?? null;
  }

  return (
    <ReaderRoot ref={rootRef} data-chrome={chromeShown ? 'shown' : 'hidden'} aria-label={t('reader.region', { title: shownTitle })} aria-busy={phase === 'loading'} className={className} style={style}>
      {phase === 'loading' ? null : <ReaderTitle>{shownTitle}</ReaderTitle>}
      {body}
    </ReaderRoot>
  );
}
