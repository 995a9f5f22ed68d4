import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { newId } from './infra/newId';

/**
 * One server per data directory: PGlite is single-process, and a second server would also empty
 * `tmp/` under the first one's uploads. The lock is `<DATA_DIR>/server.lock`, created atomically
 * (hard link of a fully written file, so it is never seen half-written) and holding the owner's pid
 * and process start time. A lock whose process is gone, or whose pid now belongs to a process
 * started at another time (pid reuse, e.g. a container restarted with the same pids), is stale and
 * taken over, so a SIGKILLed server never blocks the next start. It sees the processes of this
 * machine (pid namespace) only: never share one DATA_DIR between machines or containers.
 */
export const LOCK_FILE = 'server.lock';

export interface LockHolder {
  pid: number;
  /** Process start time as `startTimeOf` reports it; null where the platform cannot tell. */
  started: string | null;
  host: string;
  since: string;
  /** Unique per acquisition, so a lock taken over in between is never mistaken for the one read. */
  nonce: string;
}

/** How the lock learns about processes; tests replace it to play other processes. */
export interface ProcessProbe {
  pid: number;
  isAlive(pid: number): boolean;
  startTimeOf(pid: number): string | null;
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock if it is still this one; safe to call twice. */
  release(): void;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    readonly file: string,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Atelier server (pid ${holder.pid} on ${holder.host}, since ${holder.since}). ` +
        `Stop that server first: two servers on one data directory corrupt its database. ` +
        `If no such process runs, delete ${file}.`,
    );
    this.name = 'DataDirBusyError';
  }
}

const systemProbe: ProcessProbe = {
  pid: process.pid,
  isAlive(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: it exists but belongs to another user.
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  },
  startTimeOf,
};

/** Linux: boot id + start tick from /proc; elsewhere `ps`; null when neither works (Windows). */
function startTimeOf(pid: number): string | null {
  // Only one source per platform, so the holder's record and the check always compare like with like.
  if (existsSync('/proc/self/stat')) {
    try {
      const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Field 22, the start in clock ticks since boot, counted after the command name, which may
      // itself hold spaces and parentheses.
      return `${boot}:${stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]}`;
    } catch {
      return null;
    }
  }
  try {
    const started = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return started || null;
  } catch {
    return null;
  }
}

// Locks this process holds, so a second server in the same process is refused too.
const held = new Set<string>();

/** The live holder of `dataDir`'s lock, or null when it is free (or only a stale lock is left). */
export function findDataDirHolder(dataDir: string, probe: ProcessProbe = systemProbe): LockHolder | null {
  const file = path.join(dataDir, LOCK_FILE);
  const current = readLock(file);
  if (!current?.holder) return null;
  return held.has(file) || isHeld(current.holder, probe) ? current.holder : null;
}

/** Takes `dataDir`'s lock or throws DataDirBusyError; touches nothing else in the directory. */
export function lockDataDir(dataDir: string, probe: ProcessProbe = systemProbe): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = { pid: probe.pid, started: probe.startTimeOf(probe.pid), host: hostname(), since: new Date().toISOString(), nonce: newId() };
  // Another server in this very process, even if someone deleted its lock file.
  if (held.has(file)) throw new DataDirBusyError(dataDir, readLock(file)?.holder ?? mine, file);
  const busy = findDataDirHolder(dataDir, probe);
  if (busy) throw new DataDirBusyError(dataDir, busy, file);
  mkdirSync(dataDir, { recursive: true });
  const raw = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (createExclusive(file, raw)) return hold(file, raw);
    const current = readLock(file);
    if (!current) continue;
    if (current.holder && isHeld(current.holder, probe)) throw new DataDirBusyError(dataDir, current.holder, file);
    breakStale(file, current.raw);
  }
  throw new Error(`Could not take ${file}: other servers keep taking and dropping it.`);
}

function isHeld(holder: LockHolder, probe: ProcessProbe): boolean {
  // Our own pid in a lock we do not hold: written by an earlier process that had this pid.
  if (holder.pid === probe.pid || !probe.isAlive(holder.pid)) return false;
  const started = probe.startTimeOf(holder.pid);
  // When either start time is unknown, a live pid has to count as the holder.
  return holder.started === null || started === null || started === holder.started;
}

function readLock(file: string): { raw: string; holder: LockHolder | null } | null {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const holder = JSON.parse(raw) as LockHolder;
    return { raw, holder: Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null };
  } catch {
    // Never half-written (see createExclusive), so unreadable means damaged: stale.
    return { raw, holder: null };
  }
}

/** Writes `raw` to a freshly created file, on disk before it closes. */
function writeDurably(fd: number, raw: string): void {
  try {
    writeSync(fd, raw);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Creates `file` with `raw` only if it does not exist; false when it does. */
function createExclusive(file: string, raw: string): boolean {
  const staged = `${file}.${newId()}`;
  const fd = openSync(staged, 'wx');
  writeDurably(fd, raw);
  try {
    linkSync(staged, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
    // A file system without hard links: an exclusive create, written straight away.
    return createDirectly(file, raw);
  } finally {
    rmSync(staged, { force: true });
  }
}

function createDirectly(file: string, raw: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  writeDurably(fd, raw);
  return true;
}

/**
 * Removes the stale lock read as `staleRaw`. Moved aside first: if another starter replaced it in
 * the meantime, what was moved is that starter's live lock, and it is put back.
 */
function breakStale(file: string, staleRaw: string): void {
  const aside = `${file}.${newId()}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleRaw) linkSync(aside, file);
  } catch (error) {
    // EEXIST: a third starter took the name in the instant it was free, and two servers now
    // believe they hold the lock. That needs three starts within microseconds; accepted.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

function hold(file: string, raw: string): DataDirLock {
  held.add(file);
  // process.exit() (the forced shutdown, a crash) skips app.close(); the lock still goes.
  const onExit = () => release();
  process.once('exit', onExit);
  function release() {
    if (!held.delete(file)) return;
    process.off('exit', onExit);
    try {
      if (readFileSync(file, 'utf8') === raw) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  }
  return { file, release };
}
