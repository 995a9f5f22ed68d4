import type { AppServices, ServiceKey, ServiceOverride } from './createServices';

/** Declares a replaceable service with its default. */
export function defineService<T>(name: string, create: (core: AppServices) => T): ServiceKey<T> {
  return Object.freeze({ name, create });
}

/** Replaces `key`'s default for every widget under one provider. */
export function provideService<T>(key: ServiceKey<T>, create: (core: AppServices) => T): ServiceOverride<T> {
  return Object.freeze({ key, create }) as ServiceOverride<T>;
}
