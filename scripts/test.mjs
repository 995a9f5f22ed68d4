// `npm test`: the same set-up as `npm start`, then every suite. Stops at the first red step
// and prints a timing table so slow steps are visible in CI logs.
import { ensureChromium, log, run, setup } from './lib.mjs';

const steps = [
  ['locales', ['run', 'check-locales']],
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['cycles', ['run', 'cycles']],
  ['build', ['run', 'build']],
  ['size', ['run', 'size']],
  ['consumer', ['run', 'test:consumer']],
  ['publint', ['run', 'publint']],
  ['api', ['run', 'api:check']],
  ['unit', ['run', 'test:unit']],
  ['server on PostgreSQL', ['run', 'test:server-pg']],
  ['stories', ['run', 'test:stories']],
  ['visual', ['run', 'test:visual']],
  ['storybook build', ['run', 'build-storybook']],
  ['e2e', ['run', 'test:e2e']],
];

const timings = [];
try {
  setup();
  ensureChromium();
  for (const [name, args] of steps) {
    log(`step: ${name}`);
    timings.push([name, run('pnpm', args, { env: { ...process.env, CI: process.env.CI ?? 'true' } })]);
  }
} catch (error) {
  console.error(`\n${error.message}`);
  process.exitCode = error.exitCode ?? 1;
} finally {
  for (const [name, ms] of timings) log(`${name.padEnd(20)} ${(ms / 1000).toFixed(1)} s`);
}
