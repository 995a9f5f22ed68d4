import { createStore, type Store } from './createStore';
import { type SpecCompatEnvFields, specCompatEnvDefaults } from './specCompat';

/** Spec §3 environment info; the fields no widget reads are in `SpecCompatEnvFields`. */
export interface EnvInfo extends SpecCompatEnvFields {
  env: string;
  platform: string;
  user_agent: string;
}

export const defaultEnvInfo: EnvInfo = { env: 'prod', platform: '', user_agent: '', ...specCompatEnvDefaults };

/** Not persisted: env comes from the provider config and the device fields are recomputed on navigation. */
export function createEnvInfoStore(initial: Partial<EnvInfo> = {}): Store<EnvInfo> {
  return createStore({ ...defaultEnvInfo, ...initial });
}
