// Time from the bytes of a 10 MiB GBK novel to its chapter list: detect the encoding, decode,
// split chapters. This is the engine's share of the TXT reader's "first readable screen" (goal:
// under 300 ms after the bytes arrive); the Chromium figure belongs to the reader's own bench.
import { decodeText, detectEncoding, splitChapters } from '@atelier/readers';

const TARGET_BYTES = 10 * 1024 * 1024;
const RUNS = 5;

const SENTENCES = [
  '天色渐渐暗了下来，他站在城门口，望着远处的山路。',
  '风从北边吹过来，带着一股说不出的寒意。',
  '“你还记得那天晚上的事吗？”她低声问道。',
  '他没有回答，只是把手里的剑握得更紧了一些。',
  '远处传来几声狗叫，村子里的灯一盏一盏地亮了起来。',
  '老人叹了口气，说这世上的事情，从来就没有一定的道理。',
];

/** GBK bytes of each character, read off the native decoder (the bench needs no encoder dependency). */
function gbkTable(): Map<string, [number, number]> {
  const decoder = new TextDecoder('gbk');
  const table = new Map<string, [number, number]>();
  for (let lead = 0x81; lead <= 0xfe; lead += 1) {
    for (let trail = 0x40; trail <= 0xfe; trail += 1) {
      if (trail === 0x7f) continue;
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && ch !== '\uFFFD' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  return table;
}

function novelText(): string {
  const parts: string[] = ['《长路》\n作者：某人\n\n'];
  let chars = 0;
  for (let chapter = 1; chars * 2 < TARGET_BYTES; chapter += 1) {
    parts.push(`第${chapter}章 风起之${chapter}\n`);
    for (let p = 0; p < 40; p += 1) {
      const paragraph = `\u3000\u3000${SENTENCES.slice(p % 3, (p % 3) + 4).join('')}\n`;
      parts.push(paragraph);
      chars += paragraph.length;
    }
  }
  return parts.join('');
}

function encodeGbk(text: string, table: Map<string, [number, number]>): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  let n = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x80) {
      out[n++] = code;
      continue;
    }
    const pair = table.get(ch);
    if (!pair) throw new Error(`no GBK code for ${ch}`);
    out[n++] = pair[0];
    out[n++] = pair[1];
  }
  return out.subarray(0, n);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function run() {
  const bytes = encodeGbk(novelText(), gbkTable());
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
    {
      name: `txt baseline: native UTF-8 decode of the same text (median of ${RUNS})`,
      value: median(baseline),
      unit: 'ms',
    },
    { name: `txt ${mib.toFixed(1)} MiB GBK: chapters found`, value: chapters, unit: '' },
  ];
}
