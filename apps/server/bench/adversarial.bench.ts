// Event-loop health while uploads built to stall metadata parsers are processed (issue 16): /healthz
// latency with no uploads, then while batches of 10 adversarial uploads run at once. Prints figures
// only (see scripts/bench.mjs). Goal: p99 under load below 50 ms.
import type { Figure } from '../../../scripts/bench/benchReport.mjs';
import { adversarialFiles } from '../src/testing/adversarialFixtures';
import { uploadForm } from '../src/testing/fixtures';
import { createClient, signUp } from '../src/testing/http';
import { startTestServer } from '../src/testing/testServer';

// /healthz answers timed per figure.
const SAMPLES = Number(process.env['BENCH_SAMPLES'] ?? 200);
const CONCURRENT = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function healthz(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/healthz`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`/healthz: HTTP ${response.status}`);
  return performance.now() - started;
}

function summary(label: string, times: number[]): [p50: Figure, p99: Figure] {
  const sorted = [...times].sort((a, b) => a - b);
  return [
    { name: `${label} p50`, value: percentile(sorted, 50), unit: 'ms' },
    { name: `${label} p99`, value: percentile(sorted, 99), unit: 'ms' },
  ];
}

export async function run(): Promise<Figure[]> {
  const server = await startTestServer();
  try {
    const call = createClient(server.url);
    const { access_token: token } = await signUp(call, 'bench-reader');
    const files = adversarialFiles().slice(0, CONCURRENT);
    const upload = (file: (typeof files)[number]) =>
      call('POST', '/api/books/upload', { token, body: uploadForm({ file: { name: file.name, data: file.data }, fields: { title: file.name, file_index: 0, total_files: 1 } }) });

    // Warm-up: JIT, keep-alive connections, and the worker thread's start.
    for (let i = 0; i < 10; i += 1) await healthz(server.url);
    await upload(files[0]!);

    const idle: number[] = [];
    while (idle.length < SAMPLES) idle.push(await healthz(server.url));

    // Only answers given while a batch is still being processed count; batches repeat until there
    // are enough of them.
    const busy: number[] = [];
    const batchSeconds: number[] = [];
    while (busy.length < SAMPLES) {
      let pending = true;
      const started = performance.now();
      const batch = Promise.all(files.map(upload)).finally(() => (pending = false));
      while (pending) {
        const time = await healthz(server.url);
        if (pending) busy.push(time);
      }
      const responses = await batch;
      const failed = responses.filter((r) => r.status !== 201);
      if (failed.length) throw new Error(`uploads failed: ${failed.map((r) => r.status).join(', ')}`);
      batchSeconds.push((performance.now() - started) / 1000);
    }

    const [idleP50, idleP99] = summary('/healthz, no uploads', idle);
    const [busyP50, busyP99] = summary(`/healthz, ${CONCURRENT} adversarial uploads at once`, busy);
    return [
      idleP50,
      idleP99,
      { ...busyP50, baseline: idleP50 },
      { ...busyP99, baseline: idleP99, goal: { op: '<', value: 50 } },
      { name: `${CONCURRENT} adversarial uploads, batch wall time (median)`, value: percentile([...batchSeconds].sort((a, b) => a - b), 50), unit: 's' },
    ];
  } finally {
    await server.close();
  }
}
