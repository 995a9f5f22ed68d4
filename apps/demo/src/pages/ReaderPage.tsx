import { useT } from '@atelier/core';
import { BookReader } from '@atelier/readers';
import { useLocation, useNavigate, useParams } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { WidgetPage } from './WidgetPage';

/** Formats BookReader opens; the others still show the placeholder. */
const READY_FORMATS = new Set(['txt', 'html', 'audio', 'video']);

/** `/book/{format}/:bookId`, open without login: TXT and HTML novels, audiobooks and videos open in BookReader; other formats follow. */
export default function ReaderPage() {
  const t = useT(demoNamespace);
  const navigate = useNavigate();
  const { bookId } = useParams();
  const format = useLocation().pathname.split('/')[2];
  useDocumentTitle(t('title.reader'));
  if (!bookId || !READY_FORMATS.has(format ?? '')) return <WidgetPage title={t('title.reader')} />;
  // Opened from a QR code there is no page to go back to; the app's home is the sensible place.
  const back = () => void (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return <BookReader bookId={bookId} onBack={back} />;
}
