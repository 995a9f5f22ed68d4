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

const LAYOUTS = [
  { value: 'grid', Icon: LayoutGridIcon },
  { value: 'list', Icon: ListIcon },
] as const satisfies readonly { value: ShelfLayout; Icon: unknown }[];

/** Two pressed-or-not icon buttons that switch a shelf between its grid and its list. */
export function ShelfLayoutToggle({ layout, onLayoutChange }: ShelfLayoutToggleProps) {
  const t = useT(libraryNamespace);
  return (
    <LayoutToggleGroup role="group" aria-label={t('shelf.layout.label')} data-part="layout-toggle">
      {LAYOUTS.map(({ value, Icon }) => (
        <IconButton
          key={value}
          icon={<Icon />}
          label={t(`shelf.layout.${value}`)}
          variant={layout === value ? 'secondary' : 'ghost'}
          aria-pressed={layout === value}
          onClick={() => onLayoutChange(value)}
        />
      ))}
    </LayoutToggleGroup>
  );
}
