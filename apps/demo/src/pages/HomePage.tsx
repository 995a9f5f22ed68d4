import { useT } from '@atelier/core';
import { demoNamespace } from '../demoNamespace';
import { useDocumentTitle } from '../layout/useDocumentTitle';

export default function HomePage() {
  const t = useT(demoNamespace);
  useDocumentTitle(t('title.home'));
  return (
    <section>
      <h1>{t('home.title')}</h1>
      <p>{t('home.lead')}</p>
    </section>
  );
}
