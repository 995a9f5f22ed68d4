import { defineService } from '@atelier/core';
import type { DrawRecord } from '../store/types';

/**
 * Asks a server to keep its own copy of a finished drawing (issue 19: the proxy's links expire,
 * and the account's other devices have no cached copy). Answers the copy's address, or null when
 * this drawing is not kept (signed out, another proxy than the server's).
 */
export interface DrawImageKeeper {
  keep(record: DrawRecord): Promise<string | null>;
}

/** None by default: the widgets keep working with no server, caching images on the device only. */
export const drawImageKeeperService = defineService<DrawImageKeeper | null>('draw.imageKeeper', () => null);
