import { useT } from '@atelier/core';
import { BatchUploader } from '@atelier/library';
import { useNavigate } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { WidgetPage } from './WidgetPage';

/** /upload/batchupload: many files or whole folders as one upload task, resumable after a reload. */
export default function BatchUploadPage() {
  const t = useT(demoNamespace);
  const navigate = useNavigate();
  return (
    <WidgetPage title={t('title.batchUpload')}>
      <BatchUploader onNavigate={(href) => void navigate(href)} showHeading={false} />
    </WidgetPage>
  );
}
