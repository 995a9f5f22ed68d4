import type { FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { BOOK_RULES, LOGIN_RULES, PROFILE_RULES, REGISTER_RULES, RESET_RULES, type TextRule } from '../../../../packages/core/src/contracts/formRules';
import { checkField } from '../../../../packages/core/src/validation/checkField';
import { coercingCompiler } from './validation';

// Values near every bound: code points vs UTF-16 units, scripts, spaces, the pattern's edges.
const SAMPLES = [
  '', ' ', '   ', 'a', 'ab', 'abc', 'ann', 'ann lee', 'ann-lee_1.x@y', '张三', '张三丰', '😀😀', '😀😀😀', '12345', '123456',
  'x'.repeat(32), 'x'.repeat(33), '名'.repeat(64), '名'.repeat(65), 'x'.repeat(128), 'x'.repeat(129), 'x'.repeat(500), 'x'.repeat(501),
  'https://example.com/a.png', 'http://x', '/avatars/1.png', 'ftp://x', 'javascript:alert(1)', `https://${'x'.repeat(2040)}`, ' title ', 'a\u00a0b',
  'ann@example.com', 'ann@example', '@example.com', 'ann@@example.com', 'ann lee@example.com', 'ann@exa mple.com', '张三@例子.中国',
  `${'a'.repeat(242)}@example.com`, `${'a'.repeat(243)}@example.com`, '012345', '12a456', '1234567', '１２３４５６',
];

const RULES: Record<string, Record<string, TextRule>> = { REGISTER_RULES, LOGIN_RULES, PROFILE_RULES, BOOK_RULES, RESET_RULES };

describe('the forms check what the server checks (contracts/formRules)', () => {
  for (const [set, rules] of Object.entries(RULES)) {
    for (const [field, rule] of Object.entries(rules)) {
      it(`${set}.${field}`, () => {
        const serverAccepts = coercingCompiler({ schema: { type: 'string', ...rule } as FastifySchema });
        for (const value of SAMPLES) expect([value.slice(0, 40), checkField(field, value, rule) === null]).toEqual([value.slice(0, 40), serverAccepts(value)]);
      });
    }
  }

  it('the register route refuses what the form refuses', () => {
    expect(checkField('password', '12345', REGISTER_RULES.password)).toEqual({ field: 'password', message: 'fewer than 6 characters', rule: 'minLength', limit: 6 });
    expect(checkField('user_name', 'ab', REGISTER_RULES.user_name)?.rule).toBe('minLength');
    expect(checkField('user_name', 'ann lee', REGISTER_RULES.user_name)?.rule).toBe('pattern');
    expect(checkField('title', '   ', BOOK_RULES.title)?.rule).toBe('required');
  });
});
