// TXT in Chromium: a 10 MiB GBK novel opened cold on the built demo's `/book/txt/:id` against the
// built server. Goal (issue #6): first readable screen under 300 ms after the bytes arrive.
// `scripts/bench/txt-novel.bench.ts` times the engine alone in Node.
import { makeGbkNovel } from '../e2e/bookFixtures';
import { openRoute, routeFigures, type RouteFigures, withReaderBench } from './readerRoute';

const RUNS = 3;

export async function run() {
  const bytes = makeGbkNovel(10 * 1024 * 1024);
  return withReaderBench(async (bench) => {
    const id = await bench.upload({ name: '长路.txt', data: bytes, type: 'text/plain' }, '长路');
    const runs: RouteFigures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const opened = await openRoute(bench, 'txt', id);
      runs.push(opened.figures);
      await opened.context.close();
    }
    return routeFigures(`txt ${(bytes.length / 1024 / 1024).toFixed(1)} MiB GBK, Chromium`, runs, { afterBytes: { goal: { op: '<', value: 300 } } });
  });
}
