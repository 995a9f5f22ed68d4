import { createStore, type Store } from './createStore';

export interface EnvInfo {
  env: string;
  Idfa: string;
  platform: string;
  user_agent: string;
  client_agent: string;
  app_id: string;
  log_event_level: string;
  is_use_sse: boolean;
}

export const defaultEnvInfo: EnvInfo = {
  env: 'prod',
  Idfa: '',
  platform: '',
  user_agent: '',
  client_agent: '',
  app_id: '',
  log_event_level: '',
  is_use_sse: true,
};

/** Not persisted: env comes from the provider config and the device fields are recomputed on navigation. */
export function createEnvInfoStore(initial: Partial<EnvInfo> = {}): Store<EnvInfo> {
  return createStore({ ...defaultEnvInfo, ...initial });
}
