import { useT } from '@atelier/core';
import { BookList } from '@atelier/library';
import { useNavigate } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { WidgetPage } from './WidgetPage';

/** /public: books their owners made public, with the library's search and filters (PUBLIC_LIBRARY decides who may look). */
export default function PublicLibraryPage() {
  const t = useT(demoNamespace);
  const navigate = useNavigate();
  return (
    <WidgetPage title={t('title.public')}>
      <BookList scope="public" onNavigate={(href) => void navigate(href)} />
    </WidgetPage>
  );
}
