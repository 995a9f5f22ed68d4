import { useT } from '@atelier/core';
import { useLocation } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { WidgetPage } from './WidgetPage';

/** /info/main (spec §2: titled Home) and /upload/fileupload share the single-book upload screen. */
export default function UploadPage() {
  const t = useT(demoNamespace);
  const { pathname } = useLocation();
  return <WidgetPage title={pathname.startsWith('/info') ? t('title.info') : t('title.upload')} />;
}
