import LayoutGridIcon from 'lucide-react/icons/layout-grid';
import ListIcon from 'lucide-react/icons/list';
import { IconButton, useT } from '@atelier/core';
import type { ShelfLayout } from '../../hooks/useShelfLayout';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { LayoutToggleGroup } from './BookList.styles';

/** Props of `ShelfLayoutToggle`. */
export interface ShelfLayoutToggleProps {
  /** The layout shown. */
  layout: ShelfLayout;
  /** Called with the layout the user picked. */
  onLayoutChange(layout: ShelfLayout): void;
}

/** Two pressed-or-not icon buttons that switch a shelf between its grid and its list. */
export function ShelfLayoutToggle({ layout, onLayoutChange }: ShelfLayoutToggleProps) {
  const t = useT(libraryNamespace);
  return (
    <LayoutToggleGroup role="group" aria-label={t('shelf.layout.label')} data-part="layout-toggle">
      <IconButton
        icon={<LayoutGridIcon />}
        label={t('shelf.layout.grid')}
        variant={layout === 'grid' ? 'secondary' : 'ghost'}
        aria-pressed={layout === 'grid'}
        onClick={() => onLayoutChange('grid')}
      />
      <IconButton
        icon={<ListIcon />}
        label={t('shelf.layout.list')}
        variant={layout === 'list' ? 'secondary' : 'ghost'}
        aria-pressed={layout === 'list'}
        onClick={() => onLayoutChange('list')}
      />
    </LayoutToggleGroup>
  );
}
