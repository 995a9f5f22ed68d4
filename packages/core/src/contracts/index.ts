export type { ApiErrorCode, RateLimitedDetails } from './errorCodes';
export type { ApiErrorBody, IsoDateTime, ItemsResponse, ListResponse, Uuid, ValidationErrorDetails } from './api';
export type {
  AccountSession,
  AdminStats,
  AdminUpdateUserRequest,
  AdminUser,
  ChangePasswordRequest,
  DeleteAccountBooks,
  DeleteAccountRequest,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  PasswordResetMode,
  RefreshRequest,
  RegisterRequest,
  RegisterResponse,
  ResetCodeRequest,
  ResetPasswordRequest,
  TokenPair,
  UpdateUserRequest,
  User,
  UserRole,
  WxLoginRequest,
} from './user';
export type {
  Book,
  BookFile,
  BookListQuery,
  BookSearchQuery,
  BookSearchScope,
  BookType,
  BookVisibility,
  SetVisibilityRequest,
  SetVisibilityResponse,
  UpdateBookRequest,
} from './book';
export { BOOK_VISIBILITIES } from './book';
export type { ResetLinkInfo, ResetLinkIssued, UseResetLinkRequest } from './resetLink';
export type { UploadBookFields, UploadBookResponse } from './bookUpload';
export type {
  CreateUploadTaskRequest,
  UpdateUploadTaskRequest,
  UploadTask,
  UploadTaskFile,
  UploadTaskFileStatus,
  UploadTaskListQuery,
  UploadTaskStatus,
} from './uploadTask';
export type {
  PopularEntry,
  ReadingEntry,
  ReadingHistoryStatus,
  ReadingProgress,
  SaveProgressRequest,
} from './reading';
export type { AttachmentQuotaDetails, AttachmentUploadResponse, GatewayErrorCode } from './gateway';
export type { PublicLibraryAccess, SessionConfig, SessionResponse } from './session';
export type { DrawImageQuotaDetails, DrawImageResponse, KeepDrawImageRequest } from './drawImage';
export type {
  SyncChange,
  SyncKind,
  SyncPullQuery,
  SyncPullResponse,
  SyncPushRequest,
  SyncPushResponse,
  SyncPushResult,
  SyncRecord,
  SyncUsage,
} from './sync';
export { SYNC_CHANGES_PER_PUSH, SYNC_KINDS, SYNC_PARENT_KIND, SYNC_RECORD_BYTES } from './sync';
