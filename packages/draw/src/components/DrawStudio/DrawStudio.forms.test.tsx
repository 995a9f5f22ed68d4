import 'fake-indexeddb/auto';
import { renderWithProvider } from '@atelier/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDalleApi } from '../../api/createDalleApi';
import { createDrawApi } from '../../api/createDrawApi';
import { createDrawStore } from '../../store/createDrawStore';
import { createFakeMidjourney } from '../../testing/createFakeMidjourney';
import { DrawStudio } from './DrawStudio';

let n = 0;
function setup(dalleFetch?: typeof fetch) {
  const fake = createFakeMidjourney({ progressSteps: [] });
  const api = createDrawApi({ getEndpoint: () => ({ baseUrl: '/mjapi', secret: null }), fetch: fake.fetch });
  const dalleApi = createDalleApi({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: dalleFetch ?? fake.fetch });
  const store = createDrawStore({ name: `forms-${++n}` });
  renderWithProvider(<DrawStudio store={store} api={api} dalleApi={dalleApi} pollIntervalMs={20} />);
  return { fake, user: userEvent.setup() };
}
const png = (name: string, fill = name) => new File([`\x89PNG-${fill}`], `${name}.png`, { type: 'image/png' });
const pngs = (count: number) => Array.from({ length: count }, (_, i) => png(`img${i}`));
const fileInput = (label: string) => screen.getByLabelText(label, { selector: 'input' });
/** Opens a tab and waits for its form: the forms after Imagine load with their tab (their own chunk). */
async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(document.querySelector('[data-part="form-loading"]')).toBeNull());
}
const submits = (fake: ReturnType<typeof createFakeMidjourney>) => fake.requests.filter((r) => r.method === 'POST');

describe('DrawStudio forms', { timeout: 30_000 }, () => {
  it('blend: one image is refused with the translated rule and nothing is sent', async () => {
    const { fake, user } = setup();
    await openTab(user, 'Blend');
    await user.upload(fileInput('Images to blend (2 to 6)'), png('a'));
    await screen.findByRole('button', { name: /Remove a\.png/ });
    await user.click(screen.getByRole('button', { name: 'Start blending' }));
    expect(screen.getByRole('alert').textContent).toContain('Add at least two images');
    expect(submits(fake)).toHaveLength(0);
  });

  it('blend: seven images are refused with the translated rule and nothing is sent', async () => {
    const { fake, user } = setup();
    await openTab(user, 'Blend');
    await user.upload(fileInput('Images to blend (2 to 6)'), pngs(7));
    await screen.findByRole('button', { name: /Remove img6\.png/ });
    await user.click(screen.getByRole('button', { name: 'Start blending' }));
    expect(screen.getByRole('alert').textContent).toContain('At most 6 images can be blended');
    expect(submits(fake)).toHaveLength(0);
  });

  it('blend: the same image twice is refused', async () => {
    const { user } = setup();
    await openTab(user, 'Blend');
    await user.upload(fileInput('Images to blend (2 to 6)'), png('a'));
    await screen.findByRole('button', { name: /Remove a\.png/ });
    await user.upload(fileInput('Images to blend (2 to 6)'), png('a'));
    expect((await screen.findByText('Do not add the same image repeatedly')).textContent).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Remove a\.png/ })).toHaveLength(1);
  });

  it('blend: six images are sent and the server refusal (it takes 5) is shown', async () => {
    const { fake, user } = setup();
    await openTab(user, 'Blend');
    await user.upload(fileInput('Images to blend (2 to 6)'), pngs(6));
    await screen.findByRole('button', { name: /Remove img5\.png/ });
    await user.click(screen.getByRole('button', { name: 'Start blending' }));
    await waitFor(() => expect(fake.requests.find((r) => r.path.endsWith('/submit/blend'))?.body).toMatchObject({ dimensions: 'SQUARE' }));
    const task = await screen.findByRole('listitem', { name: /Blend ×6/ });
    expect((await within(task).findByRole('alert')).textContent).toContain('base64List参数错误');
  });

  it('face swap: both images are required', async () => {
    const { fake, user } = setup();
    await openTab(user, 'Face swap');
    const form = screen.getByRole('form', { name: 'Face swap' });
    const inputs = form.querySelectorAll('input[type="file"]');
    await user.upload(inputs[0] as HTMLInputElement, png('me'));
    await within(form).findByRole('button', { name: /Remove me\.png/ });
    await user.click(within(form).getByRole('button', { name: /Start|Swap/ }));
    expect(within(form).getByRole('alert').textContent).toContain('Add your avatar and a celebrity image');
    expect(submits(fake)).toHaveLength(0);
  });

  it('DALL·E: the prompt goes to /v1/images/generations with model and size, and the image is shown', async () => {
    const { fake, user } = setup();
    await openTab(user, 'DALL·E');
    const form = screen.getByRole('form', { name: 'DALL·E' });
    await user.type(within(form).getByLabelText('Prompt'), 'a lighthouse');
    await user.click(within(form).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(fake.requests.find((r) => r.path.endsWith('/v1/images/generations'))).toBeTruthy());
    const sent = fake.requests.find((r) => r.path.endsWith('/v1/images/generations'))?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ prompt: 'a lighthouse' });
    expect(typeof sent['model']).toBe('string');
    expect(typeof sent['size']).toBe('string');
    if (sent['model'] === 'dall-e-3') expect(sent['quality']).toBe('standard');
    const task = await screen.findByRole('listitem', { name: /a lighthouse/ });
    expect(await within(task).findByRole('img')).toBeTruthy();
  });
  it('imagine: base images can be pasted and dropped, under the same rules as the picker', async () => {
    setup();
    const zone = screen.getByRole('group', { name: 'Base images (at most 5)' });
    fireEvent.paste(zone, { clipboardData: { files: [png('pasted')] } });
    await screen.findByRole('button', { name: /Remove pasted\.png/ });
    fireEvent.drop(zone, { dataTransfer: { files: [png('dropped')] } });
    await screen.findByRole('button', { name: /Remove dropped\.png/ });
    fireEvent.paste(zone, { clipboardData: { files: [png('pasted')] } });
    expect((await within(zone).findByRole('alert')).textContent).toBe('Do not add the same image repeatedly');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['BM'], 'scan.bmp', { type: 'image/bmp' })] } });
    await waitFor(() => expect(within(zone).getByRole('alert').textContent).toBe('Format must be jpg, gif, png, jpeg'));
    fireEvent.drop(zone, { dataTransfer: { files: [new File([new Uint8Array(1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })] } });
    await waitFor(() => expect(within(zone).getByRole('alert').textContent).toBe('Image size must not exceed 1 MB'));
    fireEvent.drop(zone, { dataTransfer: { files: pngs(4) } });
    await waitFor(() => expect(within(zone).getByRole('alert').textContent).toBe('Maximum 5 images'));
    expect(within(zone).getAllByRole('button', { name: /^Remove / })).toHaveLength(5);
  });

  it('DALL·E: an OpenAI refusal is shown in words on the task, and a network failure too', async () => {
    let answer: () => Response = () =>
      new Response(JSON.stringify({ error: { message: 'Your request was rejected as a result of our safety system.', type: 'invalid_request_error', code: 'content_policy_violation' } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    const { user } = setup((async () => answer()) as unknown as typeof fetch);
    await openTab(user, 'DALL·E');
    const form = screen.getByRole('form', { name: 'DALL·E' });
    await user.type(within(form).getByLabelText('Prompt'), 'something refused');
    await user.click(within(form).getByRole('button', { name: 'Generate' }));
    const refused = await screen.findByRole('listitem', { name: /something refused/ });
    await within(refused).findByText(/rejected as a result of our safety system/);

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.clear(within(form).getByLabelText('Prompt'));
    await user.type(within(form).getByLabelText('Prompt'), 'offline attempt');
    await user.click(within(form).getByRole('button', { name: 'Generate' }));
    const offline = await screen.findByRole('listitem', { name: /offline attempt/ });
    await within(offline).findByText(/Something went wrong, please try again later\./);
  });

  it('describe: the result shows T1–T4 and T1 imagines from the first described prompt', async () => {
    const { fake, user } = setup();
    await openTab(user, 'Describe');
    await user.upload(fileInput('Image to describe'), png('cat'));
    await screen.findByRole('button', { name: /Remove cat\.png/ });
    await user.click(screen.getByRole('button', { name: 'Describe' }));
    const task = await screen.findByRole('listitem', { name: /Describe: cat\.png/ });
    const actions = await within(task).findByRole('group');
    await waitFor(() => expect(within(actions).getAllByRole('button').map((b) => b.textContent).slice(0, 4)).toEqual(['T1', 'T2', 'T3', 'T4']));
    await user.click(within(actions).getByRole('button', { name: 'T1' }));
    await waitFor(() => expect(fake.requests.find((r) => r.path.endsWith('/submit/action'))?.body).toMatchObject({ customId: 'MJ::Job::PicReader::1' }));
  });
});
