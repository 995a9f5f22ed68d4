import { type BookVisibility, useT } from '@atelier/core';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { VisibilityTag } from './VisibilityBadge.styles';

// Shapes tell the three apart without colour: a padlock, a chain link, a globe.
const ICONS: Record<BookVisibility, string> = {
  private: 'M5 7V5a3 3 0 0 1 6 0v2h1v7H4V7h1zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2z',
  link: 'M6.5 9.5l3-3M7 4.5l1-1a2.5 2.5 0 0 1 3.5 3.5l-1 1M9 11.5l-1 1A2.5 2.5 0 0 1 4.5 9l1-1',
  public: 'M8 2a6 6 0 1 0 0 12A6 6 0 0 0 8 2zm0 0c1.7 1.6 2.5 3.6 2.5 6S9.7 12.4 8 14M8 2C6.3 3.6 5.5 5.6 5.5 8s.8 4.4 2.5 6M2 8h12',
};

/** Props of `VisibilityBadge`. */
export interface VisibilityBadgeProps {
  /** Who can open the book. */
  visibility: BookVisibility;
}

/** Who can open a book, as an icon and a word (never colour alone). */
export function VisibilityBadge({ visibility }: VisibilityBadgeProps) {
  const t = useT(libraryNamespace);
  const filled = visibility === 'private';
  return (
    <VisibilityTag $visibility={visibility} data-part="visibility-badge" data-visibility={visibility} title={t('visibility.badgeLabel', { visibility: t(`visibility.${visibility}`) })}>
      <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d={ICONS[visibility]} fill={filled ? 'currentColor' : 'none'} stroke={filled ? 'none' : 'currentColor'} strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      {t(`visibility.badge.${visibility}`)}
    </VisibilityTag>
  );
}
