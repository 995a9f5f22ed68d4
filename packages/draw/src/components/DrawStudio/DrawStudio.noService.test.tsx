import 'fake-indexeddb/auto';
import { type AppConfig } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDrawStore } from '../../store/createDrawStore';
import { DrawStudio } from './DrawStudio';

// DrawStudio with its own clients, asking our server's `/api/session` (answered over msw) whether
// it has a drawing service. Any call to a drawing address fails the test (unhandled).
const LIBRARY = 'http://library.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let n = 0;
function setup(drawConfigured: boolean | undefined, draw?: AppConfig['draw']) {
  server.use(http.post(`${LIBRARY}/api/session`, () => HttpResponse.json({ status: 'Success', message: '', data: { auth: false, openaiConfigured: true, ...(drawConfigured === undefined ? {} : { drawConfigured }) } })));
  const opened: string[] = [];
  const config: AppConfig = { ...testConfig, libraryApi: { baseUrl: LIBRARY }, ...(draw ? { draw } : {}) };
  renderWithProvider(<DrawStudio store={createDrawStore({ name: `no-service-${++n}` })} onOpenSettings={() => opened.push('server')} />, { config });
  return { opened, user: userEvent.setup() };
}

describe('DrawStudio without a drawing service', { timeout: 30_000 }, () => {
  it('says so up front, instead of a Generate that can only fail, and opens Settings → Server; DALL·E stays', async () => {
    const { opened, user } = setup(false);
    expect(await screen.findByText('No drawing service is configured')).toBeTruthy();
    expect(screen.queryByLabelText('Prompt')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open Settings → Server' }));
    expect(opened).toEqual(['server']);
    await user.click(screen.getByRole('tab', { name: 'Blend' }));
    expect(screen.getByText('No drawing service is configured')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'DALL·E' }));
    expect(within(screen.getByRole('tabpanel')).queryByText('No drawing service is configured')).toBeNull();
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Generate' })).toBeTruthy();
  });

  it('offers the forms when the user has an own drawing address, or the server has a service or does not say', async () => {
    for (const [configured, draw] of [
      [false, { baseUrl: 'https://mj.example.com' }],
      [true, undefined],
      [undefined, undefined],
    ] as const) {
      let asked = false;
      server.events.on('request:end', () => (asked = true));
      setup(configured, draw);
      await waitFor(() => expect(asked).toBe(true));
      expect(screen.getByLabelText('Prompt')).toBeTruthy();
      expect(screen.queryByText('No drawing service is configured')).toBeNull();
      server.events.removeAllListeners();
      cleanup();
    }
  });
});
