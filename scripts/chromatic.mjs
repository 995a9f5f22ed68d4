// `pnpm chromatic`: publishes the Storybook to Chromatic, which snapshots every AllStates story
// in each mode of .storybook/modes.ts. It needs a project token and the internet; without a
// token it only explains itself, so offline machines and CI never try the network.
import { log, run } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'Chromatic is ready but has no project token.',
      '',
      '  CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic',
      '',
      'It builds the Storybook (pnpm build-storybook, settings in chromatic.config.json) and uploads it;',
      'only the AllStates stories are snapshotted, in light/dark × en-US/zh-CN (.storybook/modes.ts).',
      'Without the internet, use the local screenshot suite instead: pnpm test:visual.',
    ].join('\n'),
  );
  process.exit(0);
}
log('publishing the Storybook to Chromatic');
try {
  run('pnpm', ['exec', 'chromatic', ...process.argv.slice(2).filter((arg) => arg !== '--')]);
} catch (error) {
  process.exit(error.exitCode ?? 1);
}
