import { describe, expect, it } from 'vitest';
import { formatHtmlLocator, parseHtmlLocator } from './htmlLocator';
import { resolveBookPath } from './resolveBookPath';

describe('html locator', () => {
  it('writes "file:fraction" and reads it back', () => {
    expect(formatHtmlLocator({ fileIndex: 2, fraction: 0.123456 })).toBe('2:0.1235');
    expect(formatHtmlLocator({ fileIndex: 0, fraction: 7 })).toBe('0:1');
    expect(parseHtmlLocator('2:0.1235')).toEqual({ fileIndex: 2, fraction: 0.1235 });
    expect(parseHtmlLocator('4:1')).toEqual({ fileIndex: 4, fraction: 1 });
  });

  it('rejects what is not a place', () => {
    for (const bad of ['', '3', 'a:0.5', '1:1.5', '1:-0.2', 12, null, '5:20']) expect(parseHtmlLocator(bad)).toBeNull();
  });
});

describe('resolveBookPath', () => {
  it('resolves links and images relative to the chapter’s folder', () => {
    expect(resolveBookPath('书/正文/01.html', '02.html#top')).toBe('书/正文/02.html');
    expect(resolveBookPath('书/正文/01.html', '../图/封面.png')).toBe('书/图/封面.png');
    expect(resolveBookPath('书/正文/01.html', './%E7%AC%AC2%E7%AB%A0.html?x=1')).toBe('书/正文/第2章.html');
    expect(resolveBookPath('01.html', '/02.html')).toBe('02.html');
  });
});
