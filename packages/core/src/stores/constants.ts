/** Spec §9: the action flag clears itself this long after it is set. */
export const ACTION_FLAG_RESET_MS = 2000;
/** Spec §9: default expiry of the local-storage helper (7 days). */
export const DEFAULT_EXPIRE_SECONDS = 604_800;
export const SETTINGS_KEY = 'appSetting';
export const USER_STORAGE_KEY = 'userStorage';
/** Access password for the AI proxies (chat/draw), not the library login. */
export const ACCESS_PASSWORD_KEY = 'accessPassword';
/** Where versions before the rename kept the access password; read once and moved (see authStore). */
export const LEGACY_ACCESS_PASSWORD_KEY = 'SECRET_TOKEN';
