import type { SessionConfig } from '@atelier/core';

/**
 * Nothing can run a Midjourney task: our server says it has no midjourney-proxy (`drawConfigured:
 * false`, i.e. no MJ_SERVER) and the drawing address is not the user's own (calls would go to that
 * relay). Unknown, from a server that does not say or before it answered, is not missing: the
 * studio then learns it from the first call, as before.
 */
export function noDrawService(session: SessionConfig | null, direct: boolean): boolean {
  return !direct && session?.drawConfigured === false;
}
