import 'fake-indexeddb/auto';
import { renderWithProvider } from '@atelier/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDalleApi } from '../../api/createDalleApi';
import { createDrawApi } from '../../api/createDrawApi';
import { createDrawStore } from '../../store/createDrawStore';
import { createFakeMidjourney } from '../../testing/createFakeMidjourney';
import { DrawStudio } from './DrawStudio';

let n = 0;
function setup(options: Parameters<typeof createFakeMidjourney>[0] = {}) {
  const fake = createFakeMidjourney({ progressSteps: ['50%'], ...options });
  const api = createDrawApi({ getEndpoint: () => ({ baseUrl: '/mjapi', secret: null }), fetch: fake.fetch });
  const dalleApi = createDalleApi({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: fake.fetch });
  const store = createDrawStore({ name: `studio-${++n}` });
  const ui = renderWithProvider(<DrawStudio store={store} api={api} dalleApi={dalleApi} pollIntervalMs={20} />);
  return { fake, store, ui, user: userEvent.setup() };
}

describe('DrawStudio', { timeout: 30_000 }, () => {
  it('asks for a prompt before submitting anything', async () => {
    const { fake, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('alert').textContent).toContain('Please fill in the prompt!');
    expect(fake.requests).toHaveLength(0);
  });

  it('puts the host’s className and style on its root', () => {
    const fake = createFakeMidjourney();
    const api = createDrawApi({ getEndpoint: () => ({ baseUrl: '/mjapi', secret: null }), fetch: fake.fetch });
    renderWithProvider(<DrawStudio store={createDrawStore({ name: `studio-${++n}` })} api={api} className="site-draw" style={{ minHeight: 300 }} />);
    const root = screen.getByRole('region', { name: 'Drawing studio' });
    expect(root.classList.contains('site-draw')).toBe(true);
    expect(root.style.minHeight).toBe('300px');
  });

  it('composes the choices into the editable prompt it sends', async () => {
    const { fake, user } = setup();
    await user.type(screen.getByLabelText('Prompt'), 'a cat');
    await user.click(screen.getByRole('button', { name: '16:9' }));
    await user.type(screen.getByLabelText('Exclude (--no)'), 'car');
    await user.click(screen.getByRole('switch', { name: 'Seamless tile (--tile)' }));
    const sent = screen.getByLabelText('Prompt sent');
    expect((sent as HTMLTextAreaElement).value).toBe('a cat --ar 16:9 --no car --tile --v 7.0');
    await user.type(sent, ' --seed 7');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(fake.requests[0]?.body).toMatchObject({ prompt: 'a cat --ar 16:9 --no car --tile --v 7.0 --seed 7', botType: 'MID_JOURNEY' }));
  });

  it('shows progress, the result with its buttons, and upscales with U1', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Prompt'), 'a fox');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const task = await screen.findByRole('listitem', { name: /a fox/ });
    await within(task).findByText('Done');
    expect(within(task).getByRole('img', { name: /Result of a fox/ })).toBeTruthy();
    const actions = within(task).getByRole('group', { name: /Actions on a fox/ });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['U1', 'U2', 'U3', 'U4', '🔄 Redraw', 'V1', 'V2', 'V3', 'V4']);
    await user.click(within(actions).getByRole('button', { name: 'U1' }));
    const upscale = await screen.findByRole('listitem', { name: /^U1 · a fox/ });
    await within(upscale).findByText('Done');
    expect(within(upscale).getByRole('button', { name: '🔍 Zoom Out 2x' })).toBeTruthy();
  });

  it('explains a refused prompt (code 24) in words and offers a retry', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Prompt'), 'forbiddenword');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const task = await screen.findByRole('listitem', { name: /forbiddenword/ });
    expect((await within(task).findByRole('alert')).textContent).toContain('The prompt contains a banned word: forbiddenword');
    expect(within(task).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('rejects a custom zoom outside 1.0–2.0 before sending it', async () => {
    const { fake, user } = setup({ progressSteps: [] });
    await user.type(screen.getByLabelText('Prompt'), 'hills');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const grid = await screen.findByRole('listitem', { name: /hills/ });
    await user.click(await within(grid).findByRole('button', { name: 'U2' }));
    const upscaled = await screen.findByRole('listitem', { name: /^U2 · hills/ });
    await user.click(await within(upscaled).findByRole('button', { name: '🔍 Custom Zoom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom zoom' });
    const field = within(dialog).getByLabelText('Prompt with --zoom');
    expect((field as HTMLTextAreaElement).value).toBe('hills --v 7.0 --zoom 1.8');
    await user.clear(field);
    await user.type(field, 'hills --v 7.0 --zoom 2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Zoom' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('The zoom must be between 1.0 and 2.0');
    expect(fake.requests.filter((r) => r.path.endsWith('/submit/modal'))).toHaveLength(0);
  });

  it('says so when the browser refuses to keep the tasks, instead of loading forever or failing silently', async () => {
    const refused = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const unreadable = createDrawStore({ name: `studio-${++n}` });
    unreadable.list = refused;
    const fake = createFakeMidjourney({ progressSteps: [] });
    const api = createDrawApi({ getEndpoint: () => ({ baseUrl: '/mjapi', secret: null }), fetch: fake.fetch });
    const first = renderWithProvider(<DrawStudio store={unreadable} api={api} pollIntervalMs={20} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This browser’s storage did not work for your drawings: some may be missing, or gone after a reload.');
    expect(screen.getByText('No drawing tasks yet')).toBeTruthy();
    first.unmount();

    const full = createDrawStore({ name: `studio-${++n}` });
    full.put = refused;
    renderWithProvider(<DrawStudio store={full} api={api} pollIntervalMs={20} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Prompt'), 'a fox');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect((await screen.findByRole('alert')).textContent).toContain('storage did not work');
    // The task itself goes on.
    await within(await screen.findByRole('listitem', { name: /a fox/ })).findByText('Done');
  });
});
