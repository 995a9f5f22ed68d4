import { EmptyState, useT } from '@atelier/core';
import { Link } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { useDocumentTitle } from '../layout/useDocumentTitle';

export default function ServerErrorPage() {
  const t = useT(demoNamespace);
  useDocumentTitle(t('title.serverError'));
  return (
    <main style={{ padding: 24 }}>
      <EmptyState headingLevel={1} title={t('serverError.title')} description={t('serverError.body')} action={<Link to="/">{t('serverError.retry')}</Link>} />
    </main>
  );
}
