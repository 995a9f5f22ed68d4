import { type AppServices, useServices } from '@atelier/core';
import { createLibraryServices, type LibraryServices } from '../services/createLibraryServices';

// One per core services, shared by every library hook under the same provider.
const built = new WeakMap<AppServices, LibraryServices>();

/** The library services of the surrounding `AppProvider`. */
export function useLibraryServices(): LibraryServices {
  const core = useServices();
  let services = built.get(core);
  if (!services) {
    services = createLibraryServices(core);
    built.set(core, services);
  }
  return services;
}
