import { Button, EmptyState, Skeleton, useT } from '@atelier/core';
import type { ReactNode } from 'react';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { ErrorText, Row, VisuallyHidden } from './parts.styles';
import { useSubheadingLevel } from './SubheadingLevel';

/** Props of `LoadState`. */
export interface LoadStateProps {
  /** Loading shows skeleton rows (or the children, marked busy), error the message with retry, ready the content. */
  status: 'loading' | 'ready' | 'error';
  /** The translated error, when status is error. @default undefined (a generic "something went wrong") */
  error?: string | null | undefined;
  /** Nothing to list: once ready, the empty state is shown instead of the children. @default undefined (not empty) */
  empty?: boolean;
  /** Title of the empty state. @default t('list.empty') */
  emptyTitle?: string;
  /** Line under the empty state's title. @default undefined (none) */
  emptyDescription?: ReactNode;
  /** The empty state's next step, e.g. an "Upload a book" button. @default undefined (none) */
  emptyAction?: ReactNode;
  /** Called by the error's retry button. @default undefined (no retry button) */
  onRetry?: () => void;
  /** The loading placeholder in the content's own shape. @default three list rows */
  skeleton?: ReactNode;
  /** The content, shown when ready and not empty. @default undefined */
  children?: ReactNode;
}

/** Loading, error (with retry), empty or the content, the same way in every list. */
export function LoadState({ status, error, empty, emptyTitle, emptyDescription, emptyAction, onRetry, skeleton, children }: LoadStateProps) {
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
  // Nothing to show yet: grey rows in the list's shape instead of a lone spinner. They are hidden
  // from screen readers, which hear the busy region's one "Loading…" instead.
  if (status === 'loading' && (!children || empty)) {
    return (
      <div aria-busy="true" data-part="list-skeleton" style={{ display: 'grid', gap: 16 }}>
        <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>
        {skeleton ??
          [0, 1, 2].map((row) => (
            <Row key={row} style={{ alignItems: 'flex-start', flexWrap: 'nowrap' }}>
              <Skeleton variant="block" width="48px" height="64px" />
              <Skeleton lines={2} />
            </Row>
          ))}
      </div>
    );
  }
  if (status === 'ready' && empty)
    return <EmptyState title={emptyTitle ?? t('list.empty')} description={emptyDescription} action={emptyAction} headingLevel={headingLevel} />;
  return (
    <div aria-busy={status === 'loading'} style={{ display: 'grid', gap: 12 }}>
      {children}
    </div>
  );
}
