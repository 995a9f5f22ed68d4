import { useT } from '@atelier/core';
import { Link } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { useDocumentTitle } from '../layout/useDocumentTitle';

export default function NotFoundPage() {
  const t = useT(demoNamespace);
  useDocumentTitle(t('title.notFound'));
  return (
    <section>
      <h1>{t('notFound.title')}</h1>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
