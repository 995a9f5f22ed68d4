import { describe, expect, it } from 'vitest';
import { pdfKeyCommand } from './pdfKeyCommand';

const key = (k: string, extra: { shiftKey?: boolean; ctrlKey?: boolean; defaultPrevented?: boolean; target?: EventTarget | null } = {}) => ({
  key: k,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  defaultPrevented: false,
  target: null,
  ...extra,
});
const at = { page: 4, pages: 12 };

describe('pdfKeyCommand', () => {
  it('moves by page with the arrows and to the ends with Home/End', () => {
    expect(pdfKeyCommand(key('ArrowRight'), at)).toEqual({ kind: 'page', page: 5 });
    expect(pdfKeyCommand(key('ArrowLeft'), at)).toEqual({ kind: 'page', page: 3 });
    expect(pdfKeyCommand(key('Home'), at)).toEqual({ kind: 'page', page: 1 });
    expect(pdfKeyCommand(key('End'), at)).toEqual({ kind: 'page', page: 12 });
  });

  it('scrolls a screen with Page Up/Down and Space (Shift+Space back)', () => {
    expect(pdfKeyCommand(key('PageDown'), at)).toEqual({ kind: 'scroll', screens: 1 });
    expect(pdfKeyCommand(key('PageUp'), at)).toEqual({ kind: 'scroll', screens: -1 });
    expect(pdfKeyCommand(key(' '), at)).toEqual({ kind: 'scroll', screens: 1 });
    expect(pdfKeyCommand(key(' ', { shiftKey: true }), at)).toEqual({ kind: 'scroll', screens: -1 });
  });

  it('leaves keys to fields, buttons, links, shortcuts and handlers that took them', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A']) {
      expect(pdfKeyCommand(key('ArrowRight', { target: { tagName, isContentEditable: false } as unknown as EventTarget }), at)).toBeNull();
    }
    expect(pdfKeyCommand(key('ArrowRight', { target: { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget }), at)).toBeNull();
    expect(pdfKeyCommand(key('ArrowRight', { ctrlKey: true }), at)).toBeNull();
    expect(pdfKeyCommand(key('ArrowRight', { defaultPrevented: true }), at)).toBeNull();
    expect(pdfKeyCommand(key('Escape'), at)).toBeNull();
    expect(pdfKeyCommand(key('x'), at)).toBeNull();
  });
});
