// Visual regression: every `AllStates` story tagged 'visual', in each theme × language mode,
// screenshotted in Chromium and compared with the committed baselines in ./baselines.
// `pnpm test:visual` compares; `pnpm visual:update` rewrites the baselines after a wanted change.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { allStatesModes } from '../../.storybook/modes';
import * as preview from '../../.storybook/preview';
import { FIXED_NOW, VISUAL_CSS } from './visualPage';

interface StoryModule {
  default: Meta;
  AllStates?: StoryObj;
  [story: string]: StoryObj | Meta | undefined;
}

const sources = import.meta.glob<string>(['../../packages/*/src/**/*.stories.tsx', '../../apps/*/src/**/*.stories.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const modules = import.meta.glob<StoryModule>(['../../packages/*/src/**/*.stories.tsx', '../../apps/*/src/**/*.stories.tsx']);
// Non-English strings are lazy chunks; importing them first makes the switch land before the shot.
const locales = import.meta.glob(['../../packages/*/src/locales/zh-CN/*.json', '../../apps/*/src/locales/zh-CN/*.json']);

// A desktop and the narrowest phone the product supports (spec: every widget fits 360 px).
const VIEWPORT_WIDTHS = [1280, 360] as const;
const MIN_HEIGHT = 200;
const VISUAL_TAG = /tags:\s*\[[^\]]*'visual'/;
const PAGE_TAG = /tags:\s*\[[^\]]*'visual-page'/;
const visualFiles = Object.keys(sources)
  .filter((file) => VISUAL_TAG.test(sources[file] ?? ''))
  .sort();
const pageFiles = Object.keys(sources)
  .filter((file) => PAGE_TAG.test(sources[file] ?? ''))
  .sort();
// A page is reviewed as a window shows it: a laptop's and the narrowest phone's.
const PAGE_WINDOWS = [
  { width: 1280, height: 800 },
  { width: 360, height: 640 },
] as const;
// Story exports in a page file, named as in the source (the glob keeps no order of its own).
const storyNames = (source: string) => [...source.matchAll(/^export const (\w+): Story/gm)].map((match) => match[1] ?? '');

setProjectAnnotations([preview]);

const nameOf = (file: string) => (file.split('/').pop() ?? file).replace(/\.stories\.tsx$/, '');
const slug = (mode: string) => mode.replace(/\s+/g, '-');

beforeAll(async () => {
  await Promise.all(Object.values(locales).map((load) => load()));
  const style = document.createElement('style');
  style.dataset['visual'] = 'true';
  style.textContent = VISUAL_CSS;
  document.head.append(style);
  await document.fonts.ready;
  // Only Date is faked: timers keep running, so React and the locale loader still settle.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FIXED_NOW);
});

afterAll(() => {
  vi.useRealTimers();
});

test('some stories are marked for visual review', () => {
  expect(visualFiles.length).toBeGreaterThan(0);
  expect(pageFiles.length).toBeGreaterThan(0);
});

for (const file of visualFiles) {
  const name = nameOf(file);
  for (const width of VIEWPORT_WIDTHS) {
    describe(`${name} at ${width} px`, () => {
      beforeEach(async () => {
        await page.viewport(width, 768);
      });
      for (const [mode, globals] of Object.entries(allStatesModes)) {
        test(`AllStates in ${mode}`, async () => {
          const load = modules[file];
          if (!load) throw new Error(`${file}: no module`);
          const mod = await load();
          if (!mod.AllStates?.tags?.includes('visual')) {
            throw new Error(`${file}: the 'visual' tag belongs on its AllStates story`);
          }
          const story = composeStory(mod.AllStates, mod.default, { initialGlobals: globals }, 'AllStates');
          const canvas = document.createElement('div');
          canvas.dataset['visualCanvas'] = name;
          document.body.append(canvas);
          try {
            await story.run({ canvasElement: canvas });
            await new Promise((resolve) => setTimeout(resolve, 150));
            await document.fonts.ready;
            // The frame grows to the grid's height: parts outside the viewport would not be painted.
            await page.viewport(width, Math.max(MIN_HEIGHT, Math.ceil(canvas.getBoundingClientRect().height)));
            await expect.element(page.elementLocator(canvas)).toMatchScreenshot(`${name}/${width}/${slug(mode)}`);
          } finally {
            canvas.remove();
          }
        });
      }
    });
  }
}

for (const file of pageFiles) {
  const name = nameOf(file);
  for (const story of storyNames(sources[file] ?? '')) {
    for (const window of PAGE_WINDOWS) {
      describe(`${name} ${story} at ${window.width} × ${window.height}`, () => {
        beforeEach(async () => {
          await page.viewport(window.width, window.height);
        });
        for (const [mode, globals] of Object.entries(allStatesModes)) {
          test(`in ${mode}`, async () => {
            const load = modules[file];
            if (!load) throw new Error(`${file}: no module`);
            const mod = await load();
            const composed = composeStory(mod[story] as StoryObj, mod.default, { initialGlobals: globals }, story);
            const canvas = document.createElement('div');
            canvas.dataset['visualCanvas'] = `${name}-${story}`;
            // The window's size exactly: the page lays itself out against the viewport, as in the app.
            canvas.style.cssText = `width: ${window.width}px; height: ${window.height}px; overflow: hidden;`;
            document.body.append(canvas);
            try {
              await composed.run({ canvasElement: canvas });
              await new Promise((resolve) => setTimeout(resolve, 150));
              await document.fonts.ready;
              await expect.element(page.elementLocator(canvas)).toMatchScreenshot(`${name}/${story}/${window.width}/${slug(mode)}`);
            } finally {
              canvas.remove();
            }
          });
        }
      });
    }
  }
}
