import { Button, EmptyState, Spinner, useT } from '@atelier/core';
import type { ReactNode } from 'react';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { ErrorText, Row } from './parts.styles';
import { useSubheadingLevel } from './SubheadingLevel';

/** Props of `LoadState`. */
export interface LoadStateProps {
  /** Loading shows a spinner (or the children, marked busy), error the message with retry, ready the content. */
  status: 'loading' | 'ready' | 'error';
  /** The translated error, when status is error. @default undefined (a generic "something went wrong") */
  error?: string | null | undefined;
  /** Nothing to list: once ready, the empty state is shown instead of the children. @default undefined (not empty) */
  empty?: boolean;
  /** Title of the empty state. @default t('list.empty') */
  emptyTitle?: string;
  /** Line under the empty state's title. @default undefined (none) */
  emptyDescription?: ReactNode;
  /** Called by the error's retry button. @default undefined (no retry button) */
  onRetry?: () => void;
  /** The content, shown when ready and not empty. @default undefined */
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
