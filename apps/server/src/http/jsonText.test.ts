import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, unstorableJsonPath } from './jsonText';

describe('unstorableJsonPath', () => {
  it('accepts ordinary text, tabs and line breaks, emoji and CJK', () => {
    expect(unstorableJsonPath({ content: 'line\n\tnext 🙂 中文', list: [1, true, null, { a: 'b' }] })).toBeNull();
  });

  it('names the string holding NUL or a lone surrogate, at any depth', () => {
    expect(unstorableJsonPath({ content: 'a\u0000b' })).toEqual(['content']);
    expect(unstorableJsonPath({ list: [{ x: 'fine' }, { x: '\ud800' }] })).toEqual(['list', '1', 'x']);
    expect(unstorableJsonPath({ ['bad\u0000key']: 1 })).toEqual([]);
  });

  it('refuses nesting past the limit without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableJsonPath(deep)).not.toBeNull();
    let ok: unknown = 'leaf';
    for (let i = 0; i < MAX_JSON_DEPTH; i++) ok = [ok];
    expect(unstorableJsonPath(ok)).toBeNull();
  });
});
