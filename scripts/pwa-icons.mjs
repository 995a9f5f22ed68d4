// Renders apps/demo/public/icons/atelier.svg to the PNG sizes the web app manifest and iOS ask
// for, in Debian's Chromium. Run by hand after changing the SVG (`node scripts/pwa-icons.mjs`);
// the PNGs are committed, so builds and CI do not need a browser for them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, log, root } from './lib.mjs';

const dir = path.join(root, 'apps/demo/public/icons');
const svg = readFileSync(path.join(dir, 'atelier.svg'), 'utf8');
// `maskable` icons are cropped to a circle or squircle by the platform: the artwork keeps to the
// inner 80 % safe zone on a full-bleed background.
const maskable = svg.replace('rx="112"', 'rx="0"').replace('<path', '<g transform="translate(51.2 51.2) scale(0.8)"><path').replace('</svg>', '</g></svg>');
const targets = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'maskable-512.png', size: 512, source: maskable },
  { file: 'apple-touch-icon.png', size: 180, source: maskable },
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  for (const { file, size, source } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const url = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style><img src="${url}" width="${size}" height="${size}" style="display:block">`);
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(dir, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    log(`wrote ${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
