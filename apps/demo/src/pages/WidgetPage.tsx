import type { ReactNode } from 'react';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** A route's page: translated document title plus its widget. */
export function WidgetPage({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section>
      <h1>{title}</h1>
      {children}
    </section>
  );
}
