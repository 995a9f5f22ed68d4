import { describe, expect, it } from 'vitest';
import { safeRedirect } from './guards';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirect('/upload/tasks/7?status=failed')).toBe('/upload/tasks/7?status=failed');
  });

  it.each([null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'sends %j home',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );
});
