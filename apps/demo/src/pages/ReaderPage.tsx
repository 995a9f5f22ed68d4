import { useT } from '@atelier/core';
import { BookReader } from '@atelier/readers';
import { useNavigate, useParams } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { WidgetPage } from './WidgetPage';

/** Where the demo build serves pdf.js's worker, cmaps and fonts (see vite.config.ts). */
const PDF_ASSETS = { assetsUrl: `${import.meta.env.BASE_URL}pdfjs/` };

/**
 * `/book/{format}/:bookId`, open without login. BookReader picks the engine from the book's own
 * type, so the format in the path only matters for links and QR codes.
 */
export default function ReaderPage() {
  const t = useT(demoNamespace);
  const navigate = useNavigate();
  const { bookId } = useParams();
  useDocumentTitle(t('title.reader'));
  if (!bookId) return <WidgetPage title={t('title.reader')} />;
  // Opened from a QR code there is no page to go back to; the app's home is the sensible place.
  const back = () => void (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return <BookReader bookId={bookId} onBack={back} pdf={PDF_ASSETS} />;
}
