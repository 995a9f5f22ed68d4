import { createServices, validateConfig } from '@atelier/core';
import { describe, expect, it, vi } from 'vitest';
import { createAccountReaderSettings } from './createAccountReaderSettings';

let n = 0;
function setup() {
  const core = createServices(validateConfig({ libraryApi: { baseUrl: 'https://api.our.site' }, storage: { prefix: `readers-${++n}:` } }));
  return createAccountReaderSettings(core, vi.fn());
}

describe('createAccountReaderSettings', () => {
  it('gives the account its own reader settings, starting from the browser’s, synced as one record', async () => {
    const settings = setup();
    settings.store.set('txt', { fontSize: 24 });
    const heard = vi.fn();
    settings.store.subscribe(heard);

    const source = settings.use('dana')!;
    expect(heard).toHaveBeenCalledTimes(1);
    expect(settings.store.get('txt')).toEqual({ fontSize: 24 });
    expect(await source.readOutbox(10)).toEqual([expect.objectContaining({ kind: 'reader_settings', updated_at: 0, data: { value: { txt: { fontSize: 24 } } } })]);

    await source.applyRemote([{ kind: 'reader_settings', id: 'default', parent_id: null, updated_at: 5, data: { value: { html: { theme: 'dark' }, txt: 'not settings' } } }]);
    expect(settings.store.get('html')).toEqual({ theme: 'dark' });
    expect(heard).toHaveBeenCalled();

    settings.use(null);
    expect(settings.store.get('txt')).toEqual({ fontSize: 24 });
    expect(settings.store.get('html')).toBeNull();
  });
});
