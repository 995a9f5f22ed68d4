export { AppProvider, type AppProviderProps } from './provider/AppProvider';
export {
  useAppConfig,
  useServices,
  useColorScheme,
  useLanguage,
  useThemeState,
  type ThemeState,
} from './provider/contexts';
export { createServices, type AppServices, type CreateServicesOptions, type ServiceKey, type ServiceOverride } from './provider/createServices';
export { defineService, provideService } from './provider/defineService';
export { useLatest } from './provider/useLatest';
export { useUnmountedRef } from './provider/useUnmountedRef';
export { lazyModule, type LazyModule } from './lazy/lazyModule';
export { useLazyModule, type LazyModuleState } from './lazy/useLazyModule';

export type { AppConfig, ResolvedAppConfig } from './config/AppConfig';
export { validateConfig } from './config/validateConfig';

export {
  AtelierError,
  AtelierConfigError,
  ApiRequestError,
  isAtelierError,
  isApiRequestError,
} from './errors/AtelierError';
export { isApiErrorData, toApiErrorData, type ApiErrorData, type ApiErrorField } from './errors/ApiErrorData';
export { CLIENT_ERROR_CODES, errorMessage, fieldErrorMessage, hasErrorMessage } from './errors/errorMessage';
export { API_ERROR_CODES, type ApiErrorCode } from './contracts/errorCodes';
export { BOOK_VISIBILITIES } from './contracts/book';
export { SYNC_CHANGES_PER_PUSH, SYNC_KINDS, SYNC_PARENT_KIND, SYNC_RECORD_BYTES } from './contracts/sync';
export { BOOK_RULES, LOGIN_RULES, PROFILE_RULES, REGISTER_RULES, RESET_RULES, type TextRule } from './contracts/formRules';
export { checkField, checkFields, type FieldProblem } from './validation/checkField';

export { createHttpClient, type HttpClient, type HttpClientOptions, type TokenSource } from './http/createHttpClient';
export { toApiRequestError } from './http/toApiRequestError';
export { isOwnServer, ownServerOf, type OwnCredential, type OwnServer } from './http/gatewayHeaders';
export {
  createGatewayClient,
  noAnswerError,
  type EndpointChoice,
  type GatewayClient,
  type GatewayClientOptions,
  type GatewayEndpoint,
  type GatewayInit,
  type GatewayJsonInit,
  type RefineError,
} from './gateway/createGatewayClient';
export { GATEWAY_CLIENT_ERROR_CODES, gatewayErrorFrom, type FailedAnswer, type GatewayClientErrorCode } from './gateway/gatewayErrorFrom';

export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguageCode,
  matchLanguage,
  resolveLanguage,
  type LanguageCode,
} from './i18n/languages';
export { defineNamespace, type Messages, type MessageKey, type NamespaceResources } from './i18n/namespace';
export { createI18n, type AtelierI18n } from './i18n/createI18n';
export { useT, type TranslateFn } from './i18n/useT';
export { coreNamespace, type CoreMessages } from './i18n/coreNamespace';

export { lightTokens, darkTokens, breakpoints, media, type ThemeTokens, type Breakpoint } from './theme/tokens';
export { vars, cssVarName } from './theme/cssVars';
export { visuallyHidden } from './theme/visuallyHidden';
export {
  resolveColorScheme,
  isColorSchemePreference,
  type ColorScheme,
  type ColorSchemePreference,
} from './theme/colorScheme';
export { ThemeRoot, type ThemeRootProps, type AtelierStyledTheme } from './theme/ThemeRoot';

export { createStorage, getDefaultBackend, type AppStorage, type StorageLike, type CreateStorageOptions } from './storage/createStorage';
export { createStore, type Store } from './stores/createStore';
export { useStore } from './stores/useStore';
export { useAppStores } from './stores/useAppStores';
export { createStores, type AppStores } from './stores/createStores';
export { createAppSettingsStore, defaultAppSettings, type AppSettings, type AppSettingsStore } from './stores/appSettingsStore';
export { createAppStateStore, type AppState, type AppStateStore } from './stores/appStateStore';
export { createEnvInfoStore, defaultEnvInfo, type EnvInfo } from './stores/envInfoStore';
export { createUserStore, defaultUserInfo, type UserInfo, type UserStore, type WUser } from './stores/userStore';
export type { SpecCompatAppState, SpecCompatEnvFields, SpecCompatUserFields } from './stores/specCompat';
export { createAuthStore, type AuthSession, type AuthState, type AuthStore } from './stores/authStore';
export {
  ACTION_FLAG_RESET_MS,
  DEFAULT_EXPIRE_SECONDS,
  SETTINGS_KEY,
  USER_STORAGE_KEY,
  ACCESS_PASSWORD_KEY,
} from './stores/constants';

export { collectDeviceInfo, detectPlatform, hashString, type DeviceInfo, type Platform } from './device/deviceFingerprint';
export { sha256Hex } from './crypto/sha256';
export { createId } from './ids/createId';
export { copyText } from './clipboard/copyText';
export { downloadFile } from './files/downloadFile';

export { createAuthApi, type AuthApi, type DeleteAccountInput } from './api/createAuthApi';
export { createSessionStore, parseSession, type SessionSnapshot, type SessionStatus, type SessionStore } from './api/createSessionStore';
export { createAuthActors } from './actors/createAuthActors';
export {
  loginMachine,
  LOGIN_TICKS,
  LOGIN_TICK_MS,
  LOGIN_REDIRECT_MS,
  type LoginContext,
  type LoginEvent,
  type LoginResult,
} from './machines/loginMachine';
export { syncMachine, syncStatusOf, type SyncContext, type SyncEvent, type SyncInput, type SyncStatus } from './machines/syncMachine';
export { createSyncApi, type SyncApi } from './sync/createSyncApi';
export { runSyncCycle, type SyncCycleDeps, type SyncCycleResult } from './sync/runSyncCycle';
export type { SyncCursorStore, SyncSource } from './sync/types';
export { createChangeNotices, type ChangeNotices } from './sync/createChangeNotices';
export { createPrefSyncSource, type PrefSyncSourceOptions, type SyncedPref } from './sync/createPrefSyncSource';
export { outboxReader, type OutboxDb } from './sync/outboxReader';
export { registerMachine, hasUserId, type RegisterContext, type RegisterEvent, type RegisterResult } from './machines/registerMachine';
export type { CredentialField, CredentialProblems } from './machines/credentialProblems';
export type { AuthError, Credentials } from './machines/authErrors';

export type * from './contracts/index';

export {
  Avatar,
  Button,
  Checkbox,
  ConfirmProvider,
  DEFAULT_TOAST_MS,
  Drawer,
  EmptyState,
  HoverCard,
  IconButton,
  initialsOf,
  Modal,
  Progress,
  RadioGroup,
  Select,
  Skeleton,
  Slider,
  Spinner,
  Switch,
  Tabs,
  TextField,
  ToastProvider,
  Tooltip,
  useConfirm,
  useToast,
  useModalOverlay,
  type AvatarProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type CheckboxProps,
  type ConfirmOptions,
  type DrawerProps,
  type EmptyStateProps,
  type HoverCardProps,
  type IconButtonProps,
  type ModalOverlayOptions,
  type ModalProps,
  type ProgressProps,
  type RadioGroupOption,
  type RadioGroupProps,
  type SelectOption,
  type SelectProps,
  type SkeletonProps,
  type SliderProps,
  type SpinnerProps,
  type SwitchProps,
  type TabItem,
  type TabsProps,
  type TextFieldProps,
  type ToastApi,
  type ToastOptions,
  type ToastTone,
  type TooltipProps,
} from './ui/index';

export { LoginModal, type LoginModalProps } from './auth/LoginModal';
export { AuthPanel, type AuthPanelProps, type AuthTab } from './auth/AuthPanel';
export { useLoginForm, type LoginFormViewModel } from './auth/useLoginForm';
export type { CredentialFieldErrors } from './auth/credentialFieldErrors';
export { useRegisterForm, type RegisterFormViewModel } from './auth/useRegisterForm';
export { LoginFormView } from './auth/LoginFormView';
export { RegisterFormView } from './auth/RegisterFormView';
export { ResetFormView, type ResetFormViewProps } from './auth/ResetFormView';
export { RESEND_SECONDS, useResetForm, type ResetField, type ResetFormViewModel, type ResetMode } from './auth/useResetForm';
export { persistLogin, rememberedUser } from './auth/persistLogin';
export type { ConfirmFn } from './ui/Confirm/ConfirmContext';
export type { CreateStoreOptions } from './stores/createStore';
export type { CreateStoresOptions } from './stores/createStores';
export type { IconOnlyButtonProps, TextButtonProps } from './ui/Button/Button';
export type { NamespaceLoader } from './i18n/namespace';
export type { LoginInput } from './machines/loginMachine';
export type { ModalOpenChangeDetails } from './ui/Modal/Modal';
export type { NavigatorLike, ScreenLike } from './device/deviceFingerprint';
export type { PopoverProps } from './ui/Popover/Popover';
export type { SessionThemeOptions } from './stores/authStore';
export type { GetOptions, SetOptions } from './storage/createStorage';
export type { ToastProviderProps } from './ui/Toast/ToastProvider';
export type { CssVarTree } from './theme/cssVars';
export type { ButtonOwnProps } from './ui/Button/Button';
export type { PopoverTriggerProps } from './ui/Popover/Popover';
