/**
 * Node test files that need a fresh module graph: they mock modules or stub globals (see
 * `needsIsolation`). The rest of the node project shares one module graph per worker.
 * `tooling/nodeIsolated.test.ts` fails when a shared file starts doing one of those.
 */
export const NODE_ISOLATED = [
  'apps/server/src/infra/storage/S3Storage.test.ts',
  'packages/core/src/clipboard/copyText.test.ts',
  'packages/core/src/http/createHttpClient.test.ts',
  'packages/core/src/ids/createId.test.ts',
  'packages/draw/src/services/createDrawServices.test.ts',
  'packages/readers/src/pdf/openPdf.test.ts',
  // Its own examples name the patterns it looks for.
  'tooling/jsdomIsolated.test.ts',
];
