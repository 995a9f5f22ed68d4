// publint on the packed tarball of every publishable package (publishConfig applied).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { readFile } from 'node:fs/promises';
import { log, root } from './lib.mjs';

let failures = 0;
for (const name of readdirSync(path.join(root, 'packages'))) {
  const pkgDir = path.join(root, 'packages', name);
  const pkg = JSON.parse(await readFile(path.join(pkgDir, 'package.json'), 'utf8'));
  const { messages } = await publint({ pkgDir, pack: 'pnpm', strict: true });
  for (const message of messages) {
    const text = formatMessage(message, pkg) ?? message.code;
    console.log(`${pkg.name}: [${message.type}] ${text}`);
    if (message.type !== 'suggestion') failures += 1;
  }
  if (messages.length === 0) log(`${pkg.name}: publint clean`);
}
if (failures > 0) {
  console.error(`publint: ${failures} problem(s)`);
  process.exit(1);
}
