import type { StoredPosition } from '../progress/createProgressSync';
import { epubSectionAt, isEpubCfi } from './epubLocator';
import type { EpubBook, EpubRelocation, EpubRendition } from './openEpub';

/**
 * Shows the stored place: its CFI, else (missing, corrupt or no longer resolving) the section at the
 * stored fraction and, paginated, the page inside it the fraction points at. `lastPlace` is the
 * rendition's latest relocation; `live` turns false when the rendition is torn down mid-way.
 */
export async function openAtStoredPlace(
  r: Pick<EpubRendition, 'display' | 'next'>,
  book: Pick<EpubBook, 'sections' | 'hrefOf'>,
  stored: Pick<StoredPosition, 'locator' | 'percentage'> | null,
  lastPlace: () => Pick<EpubRelocation, 'pages'> | null,
  live: () => boolean,
): Promise<void> {
  if (isEpubCfi(stored?.locator)) {
    try {
      return await r.display(stored.locator);
    } catch {
      // The book changed since: fall back to the fraction below.
    }
  }
  if (!stored || stored.percentage <= 0) return r.display();
  const { index, within } = epubSectionAt(stored.percentage, book.sections);
  await r.display(book.hrefOf(index) ?? undefined);
  const last = lastPlace();
  const steps = last && last.pages > 1 ? Math.min(last.pages - 1, Math.floor(within * last.pages + 1e-9)) : 0;
  for (let i = 0; i < steps && live(); i += 1) await r.next();
  return undefined;
}
