import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, LOCK_FILE, type LockHolder, lockDataDir, type ProcessProbe } from './dataDirLock';

const MODULE = fileURLToPath(new URL('./dataDirLock.ts', import.meta.url));

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-lock-'));
  dirs.push(dir);
  return dir;
}

/** A pretend machine: which pids run, and when each started. */
function machine(running: Record<number, string | null>, onIsAlive?: (pid: number) => void) {
  return (pid: number): ProcessProbe => ({
    pid,
    isAlive: (other) => {
      onIsAlive?.(other);
      return other in running;
    },
    startTimeOf: (other) => running[other] ?? null,
  });
}

/** What another process would have left in the lock file. */
function foreignLock(dir: string, holder: Partial<LockHolder> & { pid: number }): string {
  const raw = `${JSON.stringify({ started: null, host: 'elsewhere', since: '2025-01-01T00:00:00.000Z', nonce: `n-${holder.pid}`, ...holder })}\n`;
  writeFileSync(path.join(dir, LOCK_FILE), raw);
  return raw;
}

const lockOwner = (dir: string) => (JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockHolder).pid;

function refusal(run: () => unknown): DataDirBusyError {
  try {
    run();
  } catch (error) {
    if (error instanceof DataDirBusyError) return error;
    throw error;
  }
  throw new Error('the lock was taken');
}

describe('lockDataDir', () => {
  it('refuses while the holder runs, naming the data dir and its pid, and leaves the directory as it was', () => {
    const dir = dataDir();
    const as = machine({ 1001: 'boot:100' });
    foreignLock(dir, { pid: 1001, started: 'boot:100' });
    writeFileSync(path.join(dir, 'marker'), 'x');
    const before = readdirSync(dir).sort();

    const error = refusal(() => lockDataDir(dir, as(2002)));
    expect(error.message).toContain(`DATA_DIR ${dir} is in use`);
    expect(error.message).toContain('pid 1001');
    expect(readdirSync(dir).sort()).toEqual(before);
    expect(lockOwner(dir)).toBe(1001);
  });

  it('refuses a second server in the same process until the first releases', () => {
    const dir = dataDir();
    const first = lockDataDir(dir);
    expect(refusal(() => lockDataDir(dir)).holder.pid).toBe(process.pid);
    first.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over the lock of a process that is gone (SIGKILL)', () => {
    const dir = dataDir();
    foreignLock(dir, { pid: 1001, started: 'boot:100' });
    const lock = lockDataDir(dir, machine({})(2002));
    expect(lockOwner(dir)).toBe(2002);
    lock.release();
  });

  it('takes over when the pid now belongs to a process started at another time (pid reuse)', () => {
    const dir = dataDir();
    foreignLock(dir, { pid: 1001, started: 'boot:100' });
    const lock = lockDataDir(dir, machine({ 1001: 'boot:900' })(2002));
    expect(lockOwner(dir)).toBe(2002);
    lock.release();
  });

  it('takes over a lock bearing its own pid from an earlier life (a restarted container)', () => {
    const dir = dataDir();
    foreignLock(dir, { pid: 7, started: 'boot:100' });
    const lock = lockDataDir(dir, machine({ 7: 'boot:500' })(7));
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: 7, started: 'boot:500' });
    lock.release();
  });

  it('counts a live pid as the holder when start times cannot be compared', () => {
    const dir = dataDir();
    foreignLock(dir, { pid: 1001, started: null });
    expect(refusal(() => lockDataDir(dir, machine({ 1001: 'boot:100' })(2002))).holder.pid).toBe(1001);
  });

  it('takes over a damaged lock file', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, LOCK_FILE), '\0\0garbage');
    lockDataDir(dir, machine({})(2002)).release();
  });

  it('never removes a lock another starter took over in the meantime', () => {
    const dir = dataDir();
    const stale = foreignLock(dir, { pid: 999, started: 'boot:1' });
    let checks = 0;
    let rival = '';
    // The second look at the dead holder is the instant before the stale lock is broken: a rival
    // starter breaks it first and takes the lock.
    const as = machine({ 3003: 'boot:300' }, (pid) => {
      if (pid === 999 && ++checks === 2) rival = foreignLock(dir, { pid: 3003, started: 'boot:300' });
    });
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(stale);

    expect(refusal(() => lockDataDir(dir, as(2002))).holder.pid).toBe(3003);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(rival);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it('release leaves alone a lock that is no longer its own', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    const other = foreignLock(dir, { pid: 1001 });
    lock.release();
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(other);
  });
});

describe('lockDataDir with real processes', () => {
  const holdInChild = (dir: string) =>
    spawn(process.execPath, ['--import', 'tsx', '-e', `import(${JSON.stringify(MODULE)}).then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); process.stdin.resume(); });`], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });

  it('refuses while another process holds it and takes it once that process was SIGKILLed', async () => {
    const dir = dataDir();
    const child = holdInChild(dir);
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
      child.once('exit', () => reject(new Error('the child exited before locking')));
    });

    expect(refusal(() => lockDataDir(dir)).message).toContain(`pid ${child.pid}`);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const lock = lockDataDir(dir);
    expect(lockOwner(dir)).toBe(process.pid);
    lock.release();
  });

  it('drops the lock when its process exits without closing the server', () => {
    const dir = dataDir();
    const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', `import(${JSON.stringify(MODULE)}).then((m) => { m.lockDataDir(${JSON.stringify(dir)}); process.exit(3); });`]);
    expect(result.status).toBe(3);
    expect(readdirSync(dir)).toEqual([]);
  });
});
