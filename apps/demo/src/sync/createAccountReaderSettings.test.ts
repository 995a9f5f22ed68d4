import { createServices, validateConfig } from '@atelier/core';
import { describe, expect, it, vi } from 'vitest';
import { perBookSettingsKey } from '@atelier/readers';
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

  it('carries each book’s own settings in the same record, to and from the account', async () => {
    const settings = setup();
    const source = settings.use('eli')!;
    const books = { entries: [['book-1', { fontSize: 30 }]] };
    settings.store.set(perBookSettingsKey('epub'), books);
    const [record] = await source.readOutbox(10);
    expect(record?.data).toEqual({ value: { [perBookSettingsKey('epub')]: books } });

    const remote = { entries: [['book-2', { theme: 'sepia' }]] };
    await source.applyRemote([{ kind: 'reader_settings', id: 'default', parent_id: null, updated_at: Date.now() + 60_000, data: { value: { [perBookSettingsKey('txt')]: remote } } }]);
    expect(settings.store.get(perBookSettingsKey('txt'))).toEqual(remote);
  });
});
