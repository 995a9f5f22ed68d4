import { createServices, validateConfig } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { createLibraryServices } from './createLibraryServices';

function core() {
  return createServices(validateConfig({ libraryApi: { baseUrl: 'https://books.example/', env: 'ppe' }, storage: { backend: null, prefix: 'app.' } }));
}

describe('createLibraryServices', () => {
  it("binds tus to core's session: our server's headers, the token's expiry from the user store, the resume prefix", () => {
    const services = core();
    services.stores.user.updateUserInfo({ token: 'jwt', expireTime: 1234 });
    const { upload, serverUrl } = createLibraryServices(services);
    expect(upload.tusEndpoint).toBe('https://books.example/api/uploads');
    expect(upload.resumePrefix).toBe('app.');
    expect(upload.tusAuth.authHeaders('https://books.example/api/uploads/u1')).toEqual({ Authorization: 'Bearer jwt', 'x-env': 'ppe' });
    expect(upload.tusAuth.authHeaders('https://elsewhere.example/u1')).toEqual({});
    expect(upload.tusAuth.expiresAt?.()).toBe(1234);
    expect(serverUrl('/api/books/b1/qrcode.png')).toBe('https://books.example/api/books/b1/qrcode.png');
    expect(serverUrl('https://cdn.example/c.png')).toBe('https://cdn.example/c.png');
    expect(serverUrl(null)).toBeNull();
  });

  it('keeps no expiry when signed out, so tus renews nothing ahead of time', () => {
    expect(createLibraryServices(core()).upload.tusAuth.expiresAt?.()).toBeNull();
  });
});
