import { defineService } from '@atelier/core';
import type { DrawRecord } from '../store/types';

/**
 * Asks a server to keep its own copy of a finished drawing (issue 19: the proxy's and DALL·E's
 * links expire, and the account's other devices have no cached copy). `image` reads this device's
 * cached copy, for a server that cannot fetch the drawing itself (DALL·E, another proxy). Answers
 * the copy's address, or null when this drawing is not kept (signed out, no copy to send).
 */
export interface DrawImageKeeper {
  keep(record: DrawRecord, image: () => Promise<Blob | null>): Promise<string | null>;
}

/** None by default: the widgets keep working with no server, caching images on the device only. */
export const drawImageKeeperService = defineService<DrawImageKeeper | null>('draw.imageKeeper', () => null);
