import { type AppServices, useServices } from '@atelier/core';
import { createDrawServices, type DrawServices } from '../services/createDrawServices';

// One set per core services, so the studio and the gallery share clients and the task store.
const built = new WeakMap<AppServices, DrawServices>();

/** The draw services of the surrounding `AppProvider` (`createDrawServices(useServices())`, memoised). */
export function useDrawServices(): DrawServices {
  const core = useServices();
  let services = built.get(core);
  if (!services) {
    services = createDrawServices(core);
    built.set(core, services);
  }
  return services;
}
