import { ApiRequestError, createGatewayClient, type GatewayClient, type RefineError } from '@atelier/core';

/** Without a gateway from the app's services: only the page's origin is ours, and no access password is known. */
export function standaloneGateway(fetchImpl: typeof fetch | undefined): GatewayClient {
  return createGatewayClient({ apiBaseUrl: '', getAccessPassword: () => null, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}

/** A 401 from a drawing service is its own secret (or key) being refused, whatever the body says. */
export const refineDrawError: RefineError = (error, { status }) =>
  status === 401 && error.code !== 'AUTH_REQUIRED' ? new ApiRequestError('INVALID_SECRET', error.msg, 401, undefined, { cause: error }) : error;
