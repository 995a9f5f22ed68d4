import { useAppStores, useStore, useT } from '@atelier/core';
import { BookReader, type ReaderErrorCode } from '@atelier/readers';
import { useEffect, useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, useParams } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { TextLink } from '../layout/AppLayout.styles';
import { useHeaderVisibility } from '../layout/HeaderVisibility';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { KeepOfflineButton } from '../offline/KeepOfflineButton';
import { useKeepLastOpened } from '../offline/useKeepLastOpened';
import type { BookRecordData } from '../routing/bookRecordLoader';
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
  const location = useLocation();
  const { bookId } = useParams();
  // The route's loader asked for the book's record while this page's code downloaded.
  const { record, head } = (useLoaderData() as BookRecordData | undefined) ?? {};
  const signedIn = Boolean(useStore(useAppStores().user).token);
  const [bookTitle, setBookTitle] = useState('');
  useDocumentTitle(bookTitle || t('title.reader'));
  // The site's header and bottom bar leave with the reader's own chrome, and return when it does or on leaving.
  const setHeaderShown = useHeaderVisibility();
  useEffect(() => () => setHeaderShown(true), [setHeaderShown]);
  // The title arrives once the book's record has; the last book opened is kept for reading offline.
  useKeepLastOpened(bookId, location.pathname.split('/')[2], bookTitle !== '');
  if (!bookId) return <WidgetPage title={t('title.reader')} />;
  // Opened from a QR code there is no page to go back to; the app's home is the sensible place.
  const back = () => void (window.history.length > 1 ? navigate(-1) : navigate('/'));
  // A guest refused a private book may be its owner on another device: sign in and come back here,
  // as the login-only routes' guard does.
  const here = `${location.pathname}${location.search}${location.hash}`;
  const errorAction = (code: ReaderErrorCode) =>
    code === 'BOOK_PRIVATE' && !signedIn ? (
      <TextLink as={Link} to={`/login?redirect=${encodeURIComponent(here)}`}>
        {t('nav.login')}
      </TextLink>
    ) : null;
  return <BookReader bookId={bookId} record={record} head={head} onBack={back} pdf={PDF_ASSETS} errorAction={errorAction} onTitleChange={setBookTitle} onChromeChange={setHeaderShown} toolbarActions={<KeepOfflineButton bookId={bookId} />} />;
}
