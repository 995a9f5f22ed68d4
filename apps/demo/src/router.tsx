import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from './layout/AppLayout';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppLayout />,
    // Lazy child routes resolve before first paint; the layout itself renders at once.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/HomePage')).default }) },
      { path: '404', lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).default }) },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
