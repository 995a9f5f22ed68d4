import { Button, EmptyState, Progress, Spinner, useT } from '@atelier/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookReaderPhase } from '../../hooks/useBookReader';
import { readersNamespace } from '../../i18n/readersNamespace';
import type { ReaderErrorCode } from '../../machines/readerError';
import { LoadingBox, ReaderRoot, ReaderTitle } from './BookReader.styles';
import { formatBytes } from './formatBytes';

export interface BookReaderViewProps {
  phase: BookReaderPhase;
  title: string;
  loaded: number;
  total: number | null;
  errorCode: ReaderErrorCode | null;
  retry(): void;
  onBack?: (() => void) | undefined;
  /** The format's own view, shown when ready; it receives the back button for its toolbar. */
  renderReady?: ((backButton: ReactNode) => ReactNode) | undefined;
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

/** Loading with progress, errors in words with retry, then the format view: props in, UI out. */
export function BookReaderView({ phase, title, loaded, total, errorCode, retry, onBack, renderReady, className, style }: BookReaderViewProps) {
  const t = useT(readersNamespace);
  const { i18n } = useTranslation();
  const shownTitle = title || t('reader.untitled');
  const back = onBack ? <Button onClick={onBack}>{t('reader.back')}</Button> : null;
  const size = (n: number) => formatBytes(n, i18n.language);

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
        description={t(`reader.errors.${errorCode ?? 'UNKNOWN'}`)}
        action={
          <>
            <Button variant="primary" onClick={retry}>
              {t('reader.retry')}
            </Button>
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
    <ReaderRoot aria-label={t('reader.region', { title: shownTitle })} aria-busy={phase === 'loading'} className={className} style={style}>
      {phase === 'loading' ? null : <ReaderTitle>{shownTitle}</ReaderTitle>}
      {body}
    </ReaderRoot>
  );
}
