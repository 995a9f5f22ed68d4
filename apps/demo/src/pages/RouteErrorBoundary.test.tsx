import { renderWithProvider } from '@atelier/core/testing';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function renderFailing(error: unknown, locale: 'en-US' | 'zh-CN') {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorBoundary />,
      Component: () => {
        throw error;
      },
    },
  ]);
  renderWithProvider(<RouterProvider router={router} />, { locale });
}

describe('RouteErrorBoundary', () => {
  it.each([
    ['en-US', new TypeError('Failed to fetch dynamically imported module: /assets/Books-x1.js'), 'Network error: please check your connection.'],
    ['zh-CN', new Error('Cannot read properties of undefined (reading "title")'), '出错了，请稍后再试。'],
  ] as const)('%s: words the failure for the reader, never the exception text', async (locale, error, expected) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(error, locale);
    const alert = await screen.findByRole('alert');
    expect(await screen.findByText(expected)).toBeTruthy();
    expect(alert.textContent).not.toContain(error.message);
    vi.restoreAllMocks();
  });
});
