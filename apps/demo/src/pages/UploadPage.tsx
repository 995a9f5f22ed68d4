import { useT } from '@atelier/core';
import { BookUploader } from '@atelier/library';
import { useLocation, useNavigate, useParams } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { WidgetPage } from './WidgetPage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /info/main/:uuid? (spec §2: titled Home) and /upload/fileupload share the single-book upload
 * screen; a uuid in the path becomes the new book's id.
 */
export default function UploadPage() {
  const t = useT(demoNamespace);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { uuid } = useParams();
  const bookId = uuid && UUID.test(uuid) ? uuid : undefined;
  return (
    <WidgetPage title={pathname.startsWith('/info') ? t('title.info') : t('title.upload')}>
      <BookUploader bookId={bookId} onNavigate={(href) => void navigate(href)} headingLevel={2} />
    </WidgetPage>
  );
}
