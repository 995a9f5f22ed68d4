import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/validateConfig';
import { createServices } from './createServices';

describe('createServices: the gateway client', () => {
  it('sends the auth store’s access password to the library API’s origin and to no one else', () => {
    const services = createServices(validateConfig({ libraryApi: { baseUrl: 'https://api.our.site' }, storage: { backend: null } }));
    expect(services.gateway.headers('https://api.our.site/openapi/v1/models', null)).toEqual({});
    services.stores.auth.setAccessPassword('pw');
    expect(services.gateway.headers('https://api.our.site/openapi/v1/models', null)).toEqual({ 'x-ptoken': 'pw' });
    expect(services.gateway.headers('https://api.our.site.evil.com/openapi/v1/models', null)).toEqual({});
    expect(services.gateway.isOwnServer('https://api.our.site/mjapi')).toBe(true);
  });
});
