// Server rendering in plain Node (no jsdom): importing every package's entry and rendering every
// widget inside AppProvider must not touch `window` or `document`. Node has neither, so any use at
// module load or during render is a ReferenceError and this script exits non-zero.
import * as chat from '@atelier/chat';
import * as core from '@atelier/core';
import * as draw from '@atelier/draw';
import * as library from '@atelier/library';
import * as readers from '@atelier/readers';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { hostI18n, initHostI18n } from './hostI18n';
import { hostTheme } from './hostTheme';
import { Widgets } from './Widgets';

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const entries = { core, chat, draw, library, readers };
const expected: Record<keyof typeof entries, string[]> = {
  core: ['AppProvider', 'LoginModal'],
  chat: ['ChatPanel'],
  draw: ['DrawStudio'],
  library: ['BookUploader'],
  readers: ['BookReader'],
};
for (const [name, exports] of Object.entries(expected)) {
  const entry = entries[name as keyof typeof entries] as Record<string, unknown>;
  for (const symbol of exports)
    check(typeof entry[symbol] === 'function', `@atelier/${name} does not export ${symbol}`);
}
check(
  typeof globalThis.window === 'undefined' && typeof globalThis.document === 'undefined',
  'this check must run without a DOM',
);

await initHostI18n();
const html = renderToString(
  <StrictMode>
    <ThemeProvider theme={hostTheme}>
      <Widgets api="http://127.0.0.1:1" bookId="00000000-0000-4000-8000-000000000000" />
    </ThemeProvider>
  </StrictMode>,
);

const roots = html.match(/data-atelier-root=""/g) ?? [];
check(roots.length === 2, `expected two provider roots in the markup, found ${roots.length}`);
for (const part of ['chat-panel', 'draw-studio'])
  check(html.includes(`data-part="${part}"`), `no data-part="${part}" in the markup`);
for (const className of [
  'host-chat',
  'host-draw',
  'host-uploader',
  'host-reader',
  'host-uploader-secondary',
]) {
  check(html.includes(className), `the widget given className "${className}" did not render it`);
}
check(hostI18n.language === 'en-GB', `the host's i18next language changed to ${hostI18n.language}`);
console.log(
  `SSR: imported ${Object.keys(entries).length} packages and rendered ${html.length} characters of markup without a DOM`,
);
