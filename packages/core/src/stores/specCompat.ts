/**
 * Fields product-spec §3 lists that no Atelier widget reads. They stay in the stores, with their
 * spec defaults and under the spec's storage keys, so a host written against the spec (or data it
 * stored) keeps working; Atelier's own code must not start depending on them. Everything a widget
 * needs has a real home: tokens and roles in `UserInfo`, device facts in `EnvInfo`, the server's
 * config in the session store.
 */

/** Spec §3 user info fields of the original product's app wrapper (advertising id, key cache flags, a second user object). */
export interface SpecCompatUserFields {
  Idfa: string;
  UseApiKeyCache: boolean;
  DisableApiKeyCode: boolean;
  wUserInfo: Record<string, unknown>;
}

export const specCompatUserDefaults: SpecCompatUserFields = {
  Idfa: '',
  UseApiKeyCache: true,
  DisableApiKeyCode: false,
  wUserInfo: {},
};

/** Spec §3 "transient shared state": an action flag and its data, a locale string, a loader flag. */
export interface SpecCompatAppState {
  act: string;
  actData: unknown;
  local: string;
  isLoader: boolean;
}

export const specCompatAppStateDefaults: SpecCompatAppState = { act: '', actData: null, local: '', isLoader: false };

/** Spec §3 environment fields of the original product's native shell. */
export interface SpecCompatEnvFields {
  Idfa: string;
  client_agent: string;
  app_id: string;
  log_event_level: string;
  is_use_sse: boolean;
}

export const specCompatEnvDefaults: SpecCompatEnvFields = {
  Idfa: '',
  client_agent: '',
  app_id: '',
  log_event_level: '',
  is_use_sse: true,
};
