import type { AppServices } from '@atelier/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { RouteErrorBoundary } from '../pages/RouteErrorBoundary';
import { createGuestOnly, createRequireAuth, createSessionCheck, type SessionCheckOptions } from './guards';
import { BOOK_TYPES, isReaderPath } from './bookTypes';
import { createReaderPreload } from './readerPreload';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });


/**
 * Every route of spec §2 plus the chat/draw/gallery routes; each page is its own chunk. The
 * readers, open to anyone, do not wait for the session check (`redirect` takes a late failure to /500).
 */
export function createAppRoutes(services: AppServices, redirect?: SessionCheckOptions['onBackgroundRedirect']): RouteObject[] {
  const requireAuth = createRequireAuth(services);
  const requireAdmin = createRequireAuth(services, { adminOnly: true });
  const guestOnly = createGuestOnly(services);
  const authPage = page(() => import('../pages/AuthPage'));
  return [
    {
      id: 'root',
      path: '/',
      element: <AppLayout />,
      loader: createSessionCheck(services, { inBackground: isReaderPath, onBackgroundRedirect: redirect }),
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
            ...BOOK_TYPES.map((type) => ({
              path: `book/${type}/:bookId`,
              loader: createReaderPreload(services, type),
              // Preloading is for opening: nothing to fetch again while the book stays open.
              shouldRevalidate: () => false,
              lazy: page(() => import('../pages/ReaderPage')),
            })),
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
  // A check that failed behind a reader still open sends it to /500, as one that held it back would.
  const router = createBrowserRouter(
    createAppRoutes(services, (to, checkedPath) => {
      if (router.state.location.pathname === checkedPath || router.state.navigation.location?.pathname === checkedPath) void router.navigate(to, { replace: true });
    }),
  );
  return router;
}
