import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../testing/renderWithProvider';
import { defineNamespace } from './namespace';
import { useT } from './useT';

const first = defineNamespace({ ns: 'test-first', en: { hello: 'Hello' }, loaders: {} });
const late = defineNamespace({ ns: 'test-late', en: { later: 'Later' }, loaders: {} });

function First({ children }: { children?: React.ReactNode }) {
  const t = useT(first);
  return (
    <div>
      <p>{t('hello')}</p>
      {children}
    </div>
  );
}

function Late() {
  const t = useT(late);
  return <p>{t('later')}</p>;
}

function Host() {
  const [shown, setShown] = useState(false);
  return (
    <First>
      <button type="button" onClick={() => setShown(true)}>
        show
      </button>
      {shown && <Late />}
    </First>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useT', () => {
  it('renders a namespace that mounts after others in English at once, without updating them mid-render', async () => {
    const errors = vi.spyOn(console, 'error');
    renderWithProvider(<Host />);
    expect(screen.getByText('Hello')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(await screen.findByText('Later')).toBeTruthy();
    expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(expect.stringContaining('Cannot update a component'));
  });
});
