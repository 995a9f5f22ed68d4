import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../tooling/freePort';

export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: a superuser that may create databases. */
  url: string;
  stop(): Promise<void>;
}

const INSTALL = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Debian keeps the server binaries off PATH, under /usr/lib/postgresql/<major>/bin. */
function findBinDir(): string | null {
  const onPath = spawnSync('pg_ctl', ['--version'], { stdio: 'ignore' });
  if (!onPath.error && onPath.status === 0) {
    return path.dirname(
      execFileSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).trim(),
    );
  }
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(base, majors[0], 'bin') : null;
}

function ensureBinaries(): string {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot()) throw new Error(`PostgreSQL is not installed. As root: ${INSTALL}`);
  execFileSync('sh', ['-c', INSTALL], { stdio: ['ignore', 'ignore', 'inherit'] });
  const installed = findBinDir();
  if (!installed) throw new Error(`"${INSTALL}" did not provide pg_ctl`);
  return installed;
}


/**
 * A throwaway PostgreSQL server in a temp dir, listening on a free loopback port with its unix
 * socket in the same dir. The server refuses to run as root, so as root it runs as `postgres`.
 * Durability is switched off: the data is deleted at the end anyway.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = ensureBinaries();
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-pg-'));
  const dataDir = path.join(dir, 'data');
  const asServerUser = (cmd: string, args: string[]) => {
    const [file, argv] = isRoot()
      ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]]
      : [cmd, args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  let port = 0;
  try {
    if (isRoot())
      chownSync(
        dir,
        Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      );

    asServerUser(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    asServerUser(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  } catch (error) {
    // A port taken between probe and start, or a broken install: say why, leave nothing behind.
    const log = await readFile(path.join(dir, 'server.log'), 'utf8').catch(() => '');
    await rm(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log.slice(-2000)}`);
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
