import { useEffect } from 'react';

/** The demo owns the page, so it may set the document title (widgets never do). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Atelier`;
  }, [title]);
}
