/** Per-IP lock after repeated wrong access passwords (reference §2.9). */
export class VerifyLock {
  private readonly failures = new Map<string, { count: number; lockedUntil: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly lockMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isLocked(ip: string): boolean {
    const entry = this.failures.get(ip);
    if (!entry) return false;
    if (entry.lockedUntil > this.now()) return true;
    if (entry.lockedUntil !== 0) this.failures.delete(ip);
    return false;
  }

  fail(ip: string): void {
    const entry = this.failures.get(ip) ?? { count: 0, lockedUntil: 0 };
    entry.count += 1;
    if (entry.count >= this.maxFailures) entry.lockedUntil = this.now() + this.lockMs;
    this.failures.set(ip, entry);
  }

  succeed(ip: string): void {
    this.failures.delete(ip);
  }
}
