import { useT } from '@atelier/core';
import { BookList, BookUploader, ReadingShelves } from '@atelier/library';
import { useLocation, useNavigate, useParams } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { OfflineBooks } from '../offline/OfflineBooks';
import { useOnline } from '../offline/useOnline';
import { WidgetPage } from './WidgetPage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /info/main/:uuid? (spec §2: titled Home) and /upload/fileupload share the single-book upload
 * screen; a uuid in the path becomes the new book's id. Home (/info) also shows the reading shelves
 * and the library's books.
 */
export default function UploadPage() {
  const t = useT(demoNamespace);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { uuid } = useParams();
  const bookId = uuid && UUID.test(uuid) ? uuid : undefined;
  const home = pathname.startsWith('/info');
  const go = (href: string) => void navigate(href);
  const online = useOnline();
  // Without a network nothing here can load or upload: Home shows what can be read instead.
  if (!online) {
    return (
      <WidgetPage title={home ? t('title.info') : t('title.upload')}>
        <OfflineBooks />
      </WidgetPage>
    );
  }
  return (
    <WidgetPage title={home ? t('title.info') : t('title.upload')}>
      <div style={{ display: 'grid', gap: 40 }}>
        <BookUploader bookId={bookId} onNavigate={go} headingLevel={2} />
        {home ? <ReadingShelves sections={['continue', 'popular']} limit={8} onNavigate={go} /> : null}
        {home ? <BookList onNavigate={go} /> : null}
      </div>
    </WidgetPage>
  );
}
