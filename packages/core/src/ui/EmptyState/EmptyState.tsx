import type { ReactNode } from 'react';
import { coreNamespace } from '../../i18n/coreNamespace';
import { useT } from '../../i18n/useT';
import { EmptyStateDescription, EmptyStateIcon, EmptyStateRoot, EmptyStateTitle } from './EmptyState.styles';

/** Props of `EmptyState`. */
export interface EmptyStateProps {
  /** Main line of the empty state. @default t('ui.empty') ("Nothing here yet") */
  title?: ReactNode;
  /** One sentence on what to do next. @default undefined */
  description?: ReactNode;
  /** Decorative picture, hidden from screen readers. @default undefined */
  icon?: ReactNode;
  /** A call to action, e.g. an upload button. @default undefined */
  action?: ReactNode;
  /** Level of the title heading, to fit the host page's outline (1 when it is the whole page). @default 2 */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Class on the component's root element, for host styling. @default undefined */
  className?: string;
}

/**
 * What a list or page shows when it has nothing to show.
 * @example
 * <EmptyState description="Upload a book to start your library." action={<Button>Upload</Button>} />
 */
export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const t = useT(coreNamespace);
  return (
    <EmptyStateRoot data-part="empty-state" className={className}>
      {icon ? (
        <EmptyStateIcon aria-hidden="true" data-part="empty-state-icon">
          {icon}
        </EmptyStateIcon>
      ) : null}
      <EmptyStateTitle as={`h${headingLevel}`} data-part="empty-state-title">
        {title ?? t('ui.empty')}
      </EmptyStateTitle>
      {description ? <EmptyStateDescription data-part="empty-state-description">{description}</EmptyStateDescription> : null}
      {action}
    </EmptyStateRoot>
  );
}
