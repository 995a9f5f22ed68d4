import type { AppServices } from '@atelier/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { RouteErrorBoundary } from '../pages/RouteErrorBoundary';
import { createGuestOnly, createRequireAuth, createSessionCheck } from './guards';
import { BOOK_TYPES, type BookType } from './bookTypes';
import { createBookRecordLoader, onlyForAnotherBook } from './bookRecordLoader';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const readerPage = page(() => import('../pages/ReaderPage'));
/** The reader's page, with its format's engine fetched beside it rather than after the book's record. */
const readerRoute = (type: BookType) => () => {
  import('../pages/preloadReaderEngine').then(({ preloadReaderEngine }) => preloadReaderEngine(type)).catch(() => undefined);
  return readerPage();
};


/** Every route of spec §2 plus the chat/draw/gallery routes; each page is its own chunk. */
export function createAppRoutes(services: AppServices): RouteObject[] {
  const requireAuth = createRequireAuth(services);
  const requireAdmin = createRequireAuth(services, { adminOnly: true });
  const guestOnly = createGuestOnly(services);
  const authPage = page(() => import('../pages/AuthPage'));
  const bookRecord = createBookRecordLoader(services);
  return [
    {
      id: 'root',
      path: '/',
      element: <AppLayout />,
      loader: createSessionCheck(services),
      shouldRevalidate: () => true,
      HydrateFallback: () => null,
      errorElement: <RouteErrorBoundary />,
      children: [
        { index: true, element: <Navigate to="/info/main" replace /> },
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { path: 'info', loader: requireAuth, element: <Navigate to="/info/main" replace /> },
            { path: 'info/main/:uuid?', loader: requireAuth, lazy: page(() => import('../pages/UploadPage')) },
            { path: 'upload', loader: requireAuth, element: <Navigate to="/upload/fileupload" replace /> },
            { path: 'upload/fileupload', loader: requireAuth, lazy: page(() => import('../pages/UploadPage')) },
            { path: 'upload/batchupload', loader: requireAuth, lazy: page(() => import('../pages/BatchUploadPage')) },
            { path: 'upload/tasks/:taskId?', loader: requireAuth, lazy: page(() => import('../pages/TasksPage')) },
            ...BOOK_TYPES.map((type) => ({ path: `book/${type}/:bookId`, loader: bookRecord, shouldRevalidate: onlyForAnotherBook, lazy: readerRoute(type) })),
            { path: 'mine', loader: requireAuth, element: <Navigate to="/mine/index" replace /> },
            { path: 'mine/index', loader: requireAuth, lazy: page(() => import('../pages/MinePage')) },
            { path: 'mine/admin', loader: requireAdmin, lazy: page(() => import('../pages/AdminPage')) },
            { path: 'login', loader: guestOnly, lazy: authPage },
            { path: 'auth/login', loader: guestOnly, lazy: authPage },
            { path: 'register', loader: guestOnly, lazy: authPage },
            // Open to anyone: the link itself is the credential, whoever is signed in here.
            { path: 'reset/:token', lazy: page(() => import('../pages/ResetLinkPage')) },
            { path: 'chat/:conversationId?', lazy: page(() => import('../pages/ChatPage')) },
            { path: 'draw/:taskListId?', lazy: page(() => import('../pages/DrawPage')) },
            { path: 'gallery', lazy: page(() => import('../pages/GalleryPage')) },
            { path: 'public', lazy: page(() => import('../pages/PublicLibraryPage')) },
            { path: 'dev', lazy: page(() => import('../pages/DevPage')) },
            { path: '404', lazy: page(() => import('../pages/NotFoundPage')) },
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
    { path: '/500', lazy: page(() => import('../pages/ServerErrorPage')) },
  ];
}

export function createAppRouter(services: AppServices) {
  return createBrowserRouter(createAppRoutes(services));
}
