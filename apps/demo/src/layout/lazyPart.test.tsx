import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazyPart';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPart', () => {
  it('keeps the page up when the part cannot be downloaded, and shows it once back online', async () => {
    let online = false;
    const Part = lazyPart(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return Greeting;
    }, <span>Loading</span>);
    render(
      <main>
        <h1>Chat</h1>
        <Part name="Ada" />
      </main>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Chat' })).toBeTruthy();
    expect(screen.getByText('Loading')).toBeTruthy();

    online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('preload downloads once, so the part shows at once when first needed', async () => {
    let downloads = 0;
    const Part = lazyPart(async () => {
      downloads += 1;
      return Greeting;
    });
    Part.preload();
    await act(async () => undefined);
    render(<Part name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(downloads).toBe(1);
  });
});
