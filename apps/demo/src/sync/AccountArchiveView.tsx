import { Button, useT } from '@atelier/core';
import { useRef } from 'react';
import { demoNamespace } from '../demoNamespace';
import { ErrorText, Heading, Muted, Section } from '../account/account.styles';
import { ArchiveActions, ArchiveProgressBar, HiddenFileInput } from './AccountArchive.styles';
import type { AccountArchiveViewModel } from './useAccountArchive';

/** /mine's account archive: download everything as one zip, or import one. */
export function AccountArchiveView({
  status,
  busy,
  exportAll,
  importFile,
}: AccountArchiveViewModel) {
  const t = useT(demoNamespace);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Section aria-labelledby="account-archive-heading">
      <Heading id="account-archive-heading">{t('sync.archive.heading')}</Heading>
      <Muted>{t('sync.archive.summary')}</Muted>
      <ArchiveActions>
        <Button disabled={busy} onClick={exportAll}>
          {t('sync.archive.export')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
          {t('sync.archive.import')}
        </Button>
        <HiddenFileInput
          ref={input}
          type="file"
          accept=".zip,application/zip"
          aria-label={t('sync.archive.fileLabel')}
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so that picking the same file again is a new choice.
            event.currentTarget.value = '';
            if (file) importFile(file);
          }}
        />
      </ArchiveActions>
      <div role="status">
        {status.kind === 'working' ? (
          <>
            <Muted>{status.label}</Muted>
            {status.total ? (
              <ArchiveProgressBar
                value={status.done ?? 0}
                max={status.total}
                aria-label={status.label}
              />
            ) : null}
          </>
        ) : status.kind === 'exported' ? (
          <>
            <p>{t('sync.archive.exported')}</p>
            {status.missingImages > 0 ? (
              <Muted>{t('sync.archive.missingImages', { count: status.missingImages })}</Muted>
            ) : null}
          </>
        ) : status.kind === 'imported' ? (
          <>
            <p>{t('sync.archive.imported', { ...status.summary })}</p>
            {status.summary.booksMissing > 0 ? (
              <Muted>
                {t('sync.archive.booksMissing', { count: status.summary.booksMissing })}
              </Muted>
            ) : null}
          </>
        ) : null}
      </div>
      {status.kind === 'failed' ? <ErrorText role="alert">{status.message}</ErrorText> : null}
    </Section>
  );
}
