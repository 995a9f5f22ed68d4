import { Button, EmptyState, Spinner, useT } from '@atelier/core';
import type { ReactNode } from 'react';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { ErrorText, Row } from './parts.styles';
import { useSubheadingLevel } from './SubheadingLevel';

export interface LoadStateProps {
  status: 'loading' | 'ready' | 'error';
  /** The translated error, when status is error. */
  error?: string | null | undefined;
  empty?: boolean;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  onRetry?: () => void;
  children?: ReactNode;
}

/** Loading, error (with retry), empty or the content, the same way in every list. */
export function LoadState({ status, error, empty, emptyTitle, emptyDescription, onRetry, children }: LoadStateProps) {
  const t = useT(libraryNamespace);
  const headingLevel = useSubheadingLevel();
  if (status === 'error') {
    return (
      <div role="alert" style={{ display: 'grid', gap: 8 }}>
        <ErrorText>{error ?? t('errors.UNKNOWN')}</ErrorText>
        {onRetry ? (
          <Row>
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {t('list.retry')}
            </Button>
          </Row>
        ) : null}
      </div>
    );
  }
  if (status === 'loading' && !children) return <Spinner label={t('list.loading')} />;
  if (status === 'ready' && empty) return <EmptyState title={emptyTitle ?? t('list.empty')} description={emptyDescription} headingLevel={headingLevel} />;
  return (
    <div aria-busy={status === 'loading'} style={{ display: 'grid', gap: 12 }}>
      {children}
    </div>
  );
}
