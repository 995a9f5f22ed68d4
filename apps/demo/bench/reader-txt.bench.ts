// TXT in Chromium: a 10 MiB GBK novel opened cold on the built demo's `/book/txt/:id` against the
// built server. Goals: first readable screen under 1,000 ms after the navigation (issue #20), beside the
// same run without the boot script's early requests; under 300 ms after the bytes arrive (issue #6),
// judged only there: with them, the bytes arrive before the app's code and the figure times the app.
// `scripts/bench/txt-novel.bench.ts` times the engine alone in Node.
import { makeGbkNovel } from '../e2e/bookFixtures';
import { openRoute, routeFigures, type RouteFigures, withReaderBench } from './readerRoute';

const RUNS = 3;

export async function run() {
  const bytes = makeGbkNovel(10 * 1024 * 1024);
  return withReaderBench(async (bench) => {
    const id = await bench.upload({ name: '长路.txt', data: bytes, type: 'text/plain' }, '长路');
    const runs: RouteFigures[] = [];
    const late: RouteFigures[] = [];
    // Alternated, so a change in the machine's load falls on both alike.
    for (let i = 0; i < RUNS; i += 1) {
      for (const early of [true, false]) {
        const opened = await openRoute(bench, 'txt', id, { early });
        (early ? runs : late).push(opened.figures);
        await opened.context.close();
      }
    }
    const label = `txt ${(bytes.length / 1024 / 1024).toFixed(1)} MiB GBK, Chromium`;
    const baseline = routeFigures(`${label}, no early requests`, late, { afterBytes: { goal: { op: '<', value: 300 } } }).slice(0, 3);
    return [...routeFigures(label, runs, { navToReady: { goal: { op: '<', value: 1000 }, baseline: baseline[0] } }), ...baseline];
  });
}
