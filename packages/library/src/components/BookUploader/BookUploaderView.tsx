import { Button, Progress, TextField, useT } from '@atelier/core';
import { type CSSProperties, type DragEvent, useId, useRef, useState } from 'react';
import type { BookUploaderViewModel } from '../../hooks/useBookUploader';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { BOOK_ACCEPT, IMAGE_ACCEPT } from '../../upload/fileKind';
import { VisibilityChoice } from '../shared/VisibilityChoice';
import { navigateOnClick } from '../shared/navigateOnClick';
import {
  DropZone,
  ErrorText,
  Figures,
  HiddenInput,
  Muted,
  ReadLink,
  ResultCard,
  Row,
  UploaderRoot,
  UploaderTitle,
} from './BookUploader.styles';

/** Props of `BookUploaderView`. */
export interface BookUploaderViewProps extends BookUploaderViewModel {
  /** "Upload another book" after a success. */
  onReset(): void;
  /** Client-side navigation for "Read now" (plain links reload the page). @default undefined */
  onNavigate?: ((href: string) => void) | undefined;
  /** Level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Class on the widget's root element, for host styling. @default undefined */
  className?: string | undefined;
  /** Inline style on the widget's root element. @default undefined */
  style?: CSSProperties | undefined;
}

/** The single-book upload form and its uploading, success and failure states; no I/O of its own. */
export function BookUploaderView(props: BookUploaderViewProps) {
  const t = useT(libraryNamespace);
  const { phase, file, cover, fieldErrors, progress, error, result } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const ids = { file: useId(), fileError: useId() };
  const busy = phase === 'uploading';

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) props.chooseFile(dropped);
  };

  return (
    <UploaderRoot data-part="book-uploader" data-state={phase} className={props.className} style={props.style} aria-labelledby={`${ids.file}-title`}>
      <UploaderTitle as={`h${props.headingLevel ?? 2}`} id={`${ids.file}-title`}>
        {t('uploader.title')}
      </UploaderTitle>

      {phase === 'done' && result ? (
        <ResultCard data-part="result" role="status">
          {result.qrcodeUrl ? <img src={result.qrcodeUrl} alt={t('uploader.qrcode', { title: result.title })} /> : null}
          <div style={{ display: 'grid', gap: 12 }}>
            <strong>{t('uploader.success', { title: result.title })}</strong>
            <Row>
              <ReadLink
                href={result.readerHref}
                data-part="read-now"
                onClick={navigateOnClick(result.readerHref, props.onNavigate)}
              >
                {t('uploader.readNow')}
              </ReadLink>
              <Button variant="secondary" onClick={props.onReset}>
                {t('uploader.another')}
              </Button>
            </Row>
          </div>
        </ResultCard>
      ) : (
        <form
          noValidate
          style={{ display: 'grid', gap: 16 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) props.submit();
          }}
        >
          <DropZone
            data-part="dropzone"
            $active={dragging}
            $invalid={Boolean(fieldErrors.file)}
            onDragOver={(event) => {
              event.preventDefault();
              if (!busy) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <span>{dragging ? t('uploader.dropActive') : t('uploader.drop')}</span>
            <HiddenInput
              ref={fileInput}
              id={ids.file}
              type="file"
              accept={BOOK_ACCEPT}
              tabIndex={-1}
              aria-label={t('uploader.choose')}
              aria-describedby={fieldErrors.file ? ids.fileError : undefined}
              disabled={busy}
              onChange={(event) => {
                props.chooseFile(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
            <Button variant="secondary" disabled={busy} onClick={() => fileInput.current?.click()}>
              {file ? t('uploader.change') : t('uploader.choose')}
            </Button>
            {file ? <span data-part="file-name">{t('uploader.selected', { name: file.name, size: file.size })}</span> : null}
            <Muted>{t('uploader.formats')}</Muted>
            {fieldErrors.file ? (
              <ErrorText id={ids.fileError} role="alert">
                {fieldErrors.file}
              </ErrorText>
            ) : null}
          </DropZone>

          <TextField
            label={t('uploader.bookTitle')}
            value={props.title}
            hint={file ? t('uploader.bookTitleHint') : undefined}
            error={fieldErrors.title}
            disabled={busy}
            onChange={(event) => props.setTitle(event.target.value)}
          />
          <TextField
            label={t('uploader.author')}
            value={props.author}
            error={fieldErrors.author}
            disabled={busy}
            onChange={(event) => props.setAuthor(event.target.value)}
          />
          <VisibilityChoice value={props.visibility} disabled={busy} onChange={props.setVisibility} />
          <Row>
            <label style={{ display: 'grid', gap: 4 }}>
              <span>{t('uploader.cover')}</span>
              <input
                type="file"
                accept={IMAGE_ACCEPT}
                disabled={busy}
                onChange={(event) => props.chooseCover(event.target.files?.[0] ?? null)}
              />
            </label>
            {cover ? (
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => props.chooseCover(null)}>
                {t('uploader.removeCover')}
              </Button>
            ) : null}
          </Row>

          {busy && file ? (
            <div style={{ display: 'grid', gap: 8 }} data-part="progress">
              <Progress label={t('uploader.uploading', { name: file.name })} value={progress.percent} valueText={progress.text} />
              <Figures aria-live="polite">
                <span>{progress.text}</span>
                {progress.speed ? <span>{progress.speed}</span> : null}
                {progress.timeLeft ? <span>{progress.timeLeft}</span> : null}
              </Figures>
              <Muted>{t('uploader.resumable')}</Muted>
            </div>
          ) : null}

          {phase === 'failed' && error ? (
            <div role="alert" data-part="error" style={{ display: 'grid', gap: 4 }}>
              <strong>{t('uploader.failed')}</strong>
              <ErrorText>{error}</ErrorText>
            </div>
          ) : null}
          {phase === 'cancelled' ? <Muted role="status">{t('uploader.cancelled')}</Muted> : null}

          <Row>
            {busy ? (
              <Button variant="secondary" onClick={props.cancel}>
                {t('uploader.cancel')}
              </Button>
            ) : phase === 'failed' ? (
              <Button variant="primary" onClick={props.retry}>
                {t('uploader.retry')}
              </Button>
            ) : (
              <Button variant="primary" type="submit">
                {t('uploader.submit')}
              </Button>
            )}
          </Row>
        </form>
      )}
    </UploaderRoot>
  );
}
