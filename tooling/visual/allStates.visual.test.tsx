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
}

const sources = import.meta.glob<string>(['../../packages/*/src/**/*.stories.tsx', '../../apps/*/src/**/*.stories.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const modules = import.meta.glob<StoryModule>(['../../packages/*/src/**/*.stories.tsx', '../../apps/*/src/**/*.stories.tsx']);
// Non-English strings are lazy chunks; importing them first makes the switch land before the shot.
const locales = import.meta.glob(['../../packages/*/src/locales/zh-CN/*.json', '../../apps/*/src/locales/zh-CN/*.json']);

const VIEWPORT_WIDTH = 1024;
const MIN_HEIGHT = 200;
const VISUAL_TAG = /tags:\s*\[[^\]]*'visual'/;
const visualFiles = Object.keys(sources)
  .filter((file) => VISUAL_TAG.test(sources[file] ?? ''))
  .sort();

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
});

for (const file of visualFiles) {
  const name = nameOf(file);
  describe(name, () => {
    beforeEach(async () => {
      await page.viewport(VIEWPORT_WIDTH, 768);
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
          await page.viewport(VIEWPORT_WIDTH, Math.max(MIN_HEIGHT, Math.ceil(canvas.getBoundingClientRect().height)));
          await expect.element(page.elementLocator(canvas)).toMatchScreenshot(`${name}/${slug(mode)}`);
        } finally {
          canvas.remove();
        }
      });
    }
  });
}
