import { afterEach, describe, expect, it } from 'vitest';
import { CHROME_ATTRIBUTE, focusPinsChrome, keyChromeEvent } from './chromeInput';

// The jsdom project shares one window between files: leave no dialog behind for the next one.
afterEach(() => document.body.replaceChildren());

function dom() {
  document.body.innerHTML = `<div><div ${CHROME_ATTRIBUTE}><button id="b">Contents</button></div><article id="page" tabindex="0"><p>Text</p></article><input id="i" /></div><div role="dialog"><button id="d">Close</button></div>`;
  return (id: string) => document.getElementById(id);
}

const key = (k: string, target: EventTarget | null, extra: Partial<KeyboardEvent> = {}) =>
  keyChromeEvent({ key: k, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, target, ...extra });

describe('chrome input', () => {
  it('reads on with page keys on the page or a toolbar button, and brings the chrome back with any other key', () => {
    const $ = dom();
    for (const k of ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', ' ', 'Home', 'End'])
      expect(key(k, $('page'))).toEqual({ type: 'read' });
    expect(key('ArrowRight', $('b'))).toEqual({ type: 'read' });
    expect(key('ArrowRight', document.body)).toEqual({ type: 'read' });
    expect(key('Tab', $('page'))).toEqual({ type: 'activity' });
    expect(key('Escape', $('page'))).toEqual({ type: 'activity' });
    expect(key('m', $('page'))).toEqual({ type: 'activity' });
    expect(key('ArrowRight', $('page'), { ctrlKey: true })).toEqual({ type: 'activity' });
    expect(key('Shift', $('page'))).toBeNull();
  });

  it('does not take typing or keys in an open panel for reading', () => {
    const $ = dom();
    expect(key('ArrowRight', $('i'))).toEqual({ type: 'activity' });
    expect(key('ArrowDown', $('d'))).toEqual({ type: 'activity' });
  });

  it('is pinned by focus in an open panel, never by focus on the page', () => {
    const $ = dom();
    expect(focusPinsChrome($('d'))).toBe(true);
    expect(focusPinsChrome($('page'))).toBe(false);
    expect(focusPinsChrome(null)).toBe(false);
  });
});
