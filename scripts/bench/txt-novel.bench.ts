// Time from the bytes of a 10 MiB GBK novel to its chapter list: detect the encoding, decode,
// split chapters. This is the engine's share of the TXT reader's "first readable screen" (goal:
// under 300 ms after the bytes arrive); the Chromium figure is `apps/demo/bench/reader-txt.bench.ts`.
import { decodeText, detectEncoding, splitChapters } from '@atelier/readers';
import { makeGbkNovel } from '../../apps/demo/e2e/bookFixtures';

const TARGET_BYTES = 10 * 1024 * 1024;
const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function run() {
  const bytes = makeGbkNovel(TARGET_BYTES);
  const detect: number[] = [];
  const decode: number[] = [];
  const split: number[] = [];
  let chapters = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    const detection = detectEncoding(bytes);
    const t1 = performance.now();
    const { text } = decodeText(bytes, detection.encoding);
    const t2 = performance.now();
    chapters = splitChapters(text).length;
    const t3 = performance.now();
    if (detection.encoding !== 'gb18030') throw new Error(`detected ${detection.encoding}`);
    detect.push(t1 - t0);
    decode.push(t2 - t1);
    split.push(t3 - t2);
  }
  // The same work the machine's native decoder does for UTF-8 of this size, to read the figures
  // above against when the machine is busy.
  const utf8 = new TextEncoder().encode(new TextDecoder('gbk').decode(bytes));
  const baseline: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    new TextDecoder('utf-8').decode(utf8);
    baseline.push(performance.now() - t0);
  }
  const total = detect.map((d, i) => d + (decode[i] ?? 0) + (split[i] ?? 0));
  const mib = bytes.length / 1024 / 1024;
  const native = {
    name: `txt baseline: native UTF-8 decode of the same text (median of ${RUNS})`,
    value: median(baseline),
    unit: 'ms',
  };
  return [
    {
      name: `txt ${mib.toFixed(1)} MiB GBK: detect encoding (median of ${RUNS})`,
      value: median(detect),
      unit: 'ms',
    },
    {
      name: `txt ${mib.toFixed(1)} MiB GBK: decode (median of ${RUNS})`,
      value: median(decode),
      unit: 'ms',
      baseline: native,
    },
    {
      name: `txt ${mib.toFixed(1)} MiB GBK: split chapters (median of ${RUNS})`,
      value: median(split),
      unit: 'ms',
    },
    {
      name: `txt ${mib.toFixed(1)} MiB GBK: detect+decode+split, first run`,
      value: total[0] ?? 0,
      unit: 'ms',
    },
    {
      name: `txt ${mib.toFixed(1)} MiB GBK: detect+decode+split (median of ${RUNS})`,
      value: median(total),
      unit: 'ms',
    },
    native,
    { name: `txt ${mib.toFixed(1)} MiB GBK: chapters found`, value: chapters, unit: '' },
  ];
}
