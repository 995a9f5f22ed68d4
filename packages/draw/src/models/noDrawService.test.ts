import { describe, expect, it } from 'vitest';
import { noDrawService } from './noDrawService';

describe('noDrawService', () => {
  it('is missing only when our server says so and no own drawing address is in use', () => {
    expect(noDrawService({ auth: false, drawConfigured: false }, false)).toBe(true);
    expect(noDrawService({ auth: false, drawConfigured: false }, true)).toBe(false);
    expect(noDrawService({ auth: false, drawConfigured: true }, false)).toBe(false);
    // Another server speaking the protocol does not say; no answer yet either.
    expect(noDrawService({ auth: false }, false)).toBe(false);
    expect(noDrawService(null, false)).toBe(false);
  });
});
