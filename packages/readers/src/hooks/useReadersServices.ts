import { type AppServices, useServices } from '@atelier/core';
import { createReadersServices, type ReadersServices } from '../services/createReadersServices';

// One per core services, shared by every reader under the same provider.
const built = new WeakMap<AppServices, ReadersServices>();

/** The readers' services of the surrounding `AppProvider`. */
export function useReadersServices(): ReadersServices {
  const core = useServices();
  let services = built.get(core);
  if (!services) {
    services = createReadersServices(core);
    built.set(core, services);
  }
  return services;
}
