// Runs tsup with a larger heap. tsup writes declarations in a worker thread, which inherits this
// process's heap limit; chat's declarations need about 4 GB, V8's default limit, so its build
// failed now and then with ERR_WORKER_OUT_OF_MEMORY. (pnpm's `node-options` setting is not honoured.)
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import process from 'node:process';

const cli = createRequire(import.meta.url).resolve('tsup/dist/cli-default.js');
const result = spawnSync(process.execPath, ['--max-old-space-size=8192', cli, ...process.argv.slice(2)], { stdio: 'inherit' });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
