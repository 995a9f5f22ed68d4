import { describe, expect, it } from 'vitest';
import { parseSession, SessionCheckError } from './createSessionApi';

describe('parseSession', () => {
  it('returns the config of a successful answer', () => {
    expect(parseSession({ status: 'Success', message: '', data: { auth: true, model: 'gpt-4o-mini' } })).toEqual({
      auth: true,
      model: 'gpt-4o-mini',
    });
  });

  it.each([
    [{ status: 'Fail', message: 'down', data: null }, 'down'],
    [{ status: 'Success', data: { auth: 'yes' } }, 'Invalid session response'],
    ['<html>', 'Invalid session response'],
    [null, 'Invalid session response'],
  ])('treats %j as a failed check', (body, message) => {
    expect(() => parseSession(body)).toThrow(SessionCheckError);
    expect(() => parseSession(body)).toThrow(message);
  });
});
