import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/validateConfig';
import { createServices } from './createServices';
import { defineService, provideService } from './defineService';

const config = validateConfig({ libraryApi: { baseUrl: 'https://api.our.site' }, storage: { backend: null, prefix: 'p:' } });

interface NoteStore {
  kind: string;
  prefix: string;
}
const noteStore = defineService<NoteStore>('test.notes', (core) => ({ kind: 'local', prefix: core.config.storage.prefix }));

describe('replaceable services', () => {
  it('makes the default once per services object, from that object’s config', () => {
    const one = createServices(config);
    const other = createServices(config);
    expect(one.get(noteStore)).toEqual({ kind: 'local', prefix: 'p:' });
    expect(one.get(noteStore)).toBe(one.get(noteStore));
    expect(other.get(noteStore)).not.toBe(one.get(noteStore));
  });

  it('gives every widget the host’s replacement, which may build on the default services', () => {
    const services = createServices(config, {
      services: [provideService(noteStore, (core) => ({ kind: 'server', prefix: core.config.libraryApi.baseUrl }))],
    });
    expect(services.get(noteStore)).toEqual({ kind: 'server', prefix: 'https://api.our.site' });
    expect(createServices(config).get(noteStore).kind).toBe('local');
  });

  it('refuses two replacements of one service, which would leave widgets disagreeing', () => {
    const twice = [provideService(noteStore, () => ({ kind: 'a', prefix: '' })), provideService(noteStore, () => ({ kind: 'b', prefix: '' }))];
    expect(() => createServices(config, { services: twice })).toThrow('Service "test.notes" is provided twice.');
  });
});
