import { Button, useT } from '@atelier/core';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { Muted, Row } from './parts.styles';

/** Props of `Pager`. */
export interface PagerProps {
  /** The page shown now, 1-based. */
  page: number;
  /** Items per page. */
  perPage: number;
  /** Number of items on all pages; one page or less hides the pager. */
  total: number;
  /** Previous or next was pressed, with the page to show. */
  onPage(page: number): void;
}

/** Previous / next with "Page x of y"; hidden when everything fits on one page. */
export function Pager({ page, perPage, total, onPage }: PagerProps) {
  const t = useT(libraryNamespace);
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('list.pagination')}>
      <Row>
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('list.previous')}
        </Button>
        <Muted aria-live="polite">{t('list.page', { page, pages })}</Muted>
        <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('list.next')}
        </Button>
      </Row>
    </nav>
  );
}
