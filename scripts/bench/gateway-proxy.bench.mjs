// What the AI gateway adds to a streamed chat reply: time to first byte and per-chunk latency
// through the built server (apps/server/dist/main.js) versus straight to a fake upstream, for one
// stream at a time and for many at once. Prints figures only.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../lib.mjs';

const SINGLE = { runs: 30, chunks: 20, everyMs: 10 };
// The goal: 500 streams held at once (BENCH_STREAMS to change), at 20 tokens/s each,
// long enough that most chunks flow after all streams are set up.
const MANY = { streams: Number(process.env.BENCH_STREAMS) || 500, chunks: 60, everyMs: 50 };

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An OpenAI-like SSE stream whose events carry the time they were written. */
async function startUpstream() {
  const server = createServer((req, res) => {
    const query = new URL(req.url, 'http://x').searchParams;
    const chunks = Number(query.get('chunks'));
    const everyMs = Number(query.get('every'));
    req.resume();
    req.on('end', async () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (let i = 0; i < chunks && !res.destroyed; i += 1) {
        res.write(`data: {"t":${now()},"choices":[{"delta":{"content":"token ${i} "}}]}\n\n`);
        await sleep(everyMs);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The built server as `npm start` runs it, on a free port, with a throwaway data dir. */
async function startGateway(upstreamUrl, dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OPENAI_API_BASE_URL: upstreamUrl,
      OPENAI_API_KEY: 'sk-bench',
      AUTH_SECRET_KEY: '',
      GATEWAY_RATE_LIMIT: '1000000',
      HTTPS_PROXY: '',
      SOCKS_PROXY: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url, pid: child.pid, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
}

/** One streamed completion: time to first byte and each event's latency since the upstream wrote it. */
function stream(base, agent, { chunks, everyMs }) {
  const url = new URL(`/openapi/v1/chat/completions?chunks=${chunks}&every=${everyMs}`, base);
  return new Promise((resolve, reject) => {
    const started = now();
    const latencies = [];
    let ttfb = null;
    let buffered = '';
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (text) => {
        const at = now();
        ttfb ??= at - started;
        buffered += text;
        let end;
        while ((end = buffered.indexOf('\n\n')) !== -1) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const sent = /"t":([\d.]+)/.exec(event);
          if (sent) latencies.push(at - Number(sent[1]));
        }
      });
      res.on('end', () => resolve({ ttfb, latencies }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end('{"model":"bench","stream":true,"messages":[{"role":"user","content":"hi"}]}');
  });
}

/** CPU seconds (user + system) a process has used so far; null where /proc is missing. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const median = (values) => percentile(values, 50);
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function measure(base, agent) {
  const single = [];
  for (let i = 0; i < SINGLE.runs; i += 1) single.push(await stream(base, agent, SINGLE));
  const many = await Promise.all(Array.from({ length: MANY.streams }, () => stream(base, agent, MANY)));
  return {
    ttfb: median(single.map((r) => r.ttfb)),
    chunk: median(single.flatMap((r) => r.latencies)),
    manyP99: percentile(many.flatMap((r) => r.latencies), 99),
    // The first second also carries the cost of setting up the other streams.
    manySteadyP99: percentile(many.flatMap((r) => r.latencies.slice(1000 / MANY.everyMs)), 99),
    manyChunks: many.reduce((n, r) => n + r.latencies.length, 0),
  };
}

export async function run() {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) {
    console.error('  apps/server is not built (pnpm --filter @atelier/server run build)');
    return [];
  }
  const upstream = await startUpstream();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-bench-'));
  const gateway = await startGateway(upstream.url, dataDir);
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    // The baseline: the same requests straight to the upstream, which answers on any path.
    const benchCpu = process.cpuUsage();
    const direct = await measure(upstream.url, agent);
    const { user, system } = process.cpuUsage(benchCpu);
    const cpuBefore = cpuSeconds(gateway.pid);
    const proxied = await measure(gateway.url, agent);
    const cpuAfter = cpuSeconds(gateway.pid);
    const relayed = SINGLE.runs * SINGLE.chunks + proxied.manyChunks;
    const ms = (name, value, baseline) => ({ name, value, unit: 'ms', ...(baseline ? { baseline } : {}) });
    const directTtfb = ms('gateway stream TTFB, direct (median)', direct.ttfb);
    const directChunk = ms('gateway per-chunk latency, direct (median)', direct.chunk);
    const directP99 = ms(`gateway per-chunk p99, ${MANY.streams} streams direct`, direct.manyP99);
    return [
      directTtfb,
      ms('gateway stream TTFB, proxied (median)', proxied.ttfb, directTtfb),
      ms('gateway added TTFB (median)', proxied.ttfb - direct.ttfb),
      directChunk,
      ms('gateway per-chunk latency, proxied (median)', proxied.chunk, directChunk),
      ms('gateway added per-chunk latency (median)', proxied.chunk - direct.chunk),
      directP99,
      ms(`gateway per-chunk p99, ${MANY.streams} streams proxied`, proxied.manyP99, directP99),
      ms(`gateway added per-chunk p99, ${MANY.streams} streams`, proxied.manyP99 - direct.manyP99),
      ms(`gateway added per-chunk p99 after the first second, ${MANY.streams} streams`, proxied.manySteadyP99 - direct.manySteadyP99),
      ...(cpuBefore === null || cpuAfter === null
        ? []
        : [{ name: 'gateway CPU per relayed chunk (incl. request set-up)', value: ((cpuAfter - cpuBefore) * 1e6) / relayed, unit: 'µs' }]),
      // The same two ends of a connection (parse + write), in the bench process, for scale.
      { name: 'direct upstream+client CPU per chunk (incl. request set-up)', value: (user + system) / (SINGLE.runs * SINGLE.chunks + direct.manyChunks), unit: 'µs' },
      // Client, upstream and gateway share the machine: read the latencies against its load.
      { name: 'machine load average during the gateway bench', value: loadavg()[0], unit: `(${process.env.CI ? 'CI' : 'local'}, 1 min)` },
      { name: `gateway chunks received, ${MANY.streams} streams proxied`, value: proxied.manyChunks, unit: `of ${MANY.streams * MANY.chunks}` },
    ];
  } finally {
    agent.destroy();
    await gateway.stop();
    await upstream.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
