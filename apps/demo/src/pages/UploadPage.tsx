import { useT } from '@atelier/core';
import { BookUploader } from '@atelier/library';
import { useNavigate, useParams } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { WidgetPage } from './WidgetPage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/upload/fileupload` and `/info/main/:uuid?`: a uuid in the path becomes the new book's id. */
export default function UploadPage() {
  const t = useT(demoNamespace);
  const navigate = useNavigate();
  const { uuid } = useParams();
  const bookId = uuid && UUID.test(uuid) ? uuid : undefined;
  return (
    <WidgetPage title={t('title.upload')}>
      <BookUploader bookId={bookId} onNavigate={(href) => void navigate(href)} headingLevel={2} />
    </WidgetPage>
  );
}
