export const PACKAGE_NAME = '@atelier/draw';

export type {
  ActionBody,
  BlendBody,
  BlendDimensions,
  BotType,
  DescribeBody,
  DrawEndpoint,
  FaceSwapBody,
  ImagineBody,
  MjButton,
  MjSubmitResult,
  MjTask,
  MjTaskStatus,
  ModalBody,
  SubmitRequest,
} from './api/types';
export { createDrawApi, type DrawApi, type DrawApiOptions } from './api/createDrawApi';
export { createDalleApi, DALLE_MODELS, DALLE_SIZES, type DalleApi, type DalleApiOptions, type DalleEndpoint, type DalleImage, type DalleModel, type DalleQuality, type DalleRequest } from './api/createDalleApi';
export { drawErrorDetail, drawErrorMessage } from './errors/drawErrorMessage';
export { parseTask, parseSubmitResult, progressPercent } from './api/parseTask';
export { describeButton, type ButtonKey, type ButtonSpec } from './buttons/describeButton';
export {
  drawTaskMachine,
  phaseOf,
  DEFAULT_POLL_INTERVAL_MS,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_MAX_ERRORS,
  DEFAULT_MAX_BACKOFF_MS,
  type DrawTaskContext,
  type DrawTaskError,
  type DrawTaskEvent,
  type DrawTaskInput,
  type DrawTaskPhase,
} from './machines/drawTaskMachine';
export { createDrawTaskActors } from './actors/createDrawTaskActors';
export type { DrawTaskSnapshot } from './machines/drawTaskMachine';
export {
  drawTasksMachine,
  type CachedImagesRead,
  type DalleOutcome,
  type DrawStoreCommand,
  type DrawTasksContext,
  type DrawTasksEvent,
  type DrawTasksInput,
} from './machines/drawTasksMachine';
export { createDrawTasksActors, type DrawTasksActorOptions, type DrawTasksDeps } from './actors/createDrawTasksActors';
export { selectDrawTasksView, type DrawTasksSnapshotLike, type DrawTasksView } from './models/selectDrawTasksView';
export { createDrawServices, type DrawServices } from './services/createDrawServices';
export { useDrawServices } from './hooks/useDrawServices';
export { createDrawStore, createSyncedDrawStore, type DrawStore, type DrawStoreChange, type DrawStoreOptions, type SyncedDrawStore } from './store/createDrawStore';
export { drawStoreService } from './services/drawStoreService';
export { readDrawRecord } from './store/readDrawRecord';
export { type DrawImageKeeper, drawImageKeeperService } from './services/drawImageKeeperService';
export type { CachedImage, DrawKind, DrawRecord } from './store/types';
export { composePrompt, composeParams, botTypeOf } from './prompt/composePrompt';
export { ASPECT_RATIOS, QUALITIES, STYLIZE_LEVELS, VERSIONS, DEFAULT_VERSION, KEYWORDS, emptyImagineForm, type ImagineForm as ImagineFormState } from './prompt/drawOptions';
export {
  checkBlend,
  checkImage,
  checkParams,
  checkPrompt,
  checkZoom,
  DEFAULT_ZOOM,
  MAX_BASE_IMAGES,
  MAX_BLEND_IMAGES,
  MIN_BLEND_IMAGES,
  MAX_IMAGE_BYTES,
  type DrawInputError,
  type PickedImage,
} from './prompt/validateDrawInput';
export { DrawStudio } from './components/DrawStudio/DrawStudio';
export { DrawStudioView } from './components/DrawStudio/DrawStudioView';
export type { DrawStudioViewProps } from './models/drawStudioViewProps';
export { useDrawStudio, type DrawStudioProps } from './hooks/useDrawStudio';
export { TaskCard, type TaskCardProps } from './components/TaskCard/TaskCard';
export { toTaskCardModel, type TaskCardModel } from './models/taskCardModel';
export { DrawGallery } from './components/DrawGallery/DrawGallery';
export { DrawGalleryView } from './components/DrawGallery/DrawGalleryView';
export { useDrawGallery, type DrawGalleryProps, type DrawGalleryViewModel, type GalleryItem } from './hooks/useDrawGallery';
export { drawNamespace, type DrawMessages } from './i18n/drawNamespace';
export type { AspectRatio } from './prompt/drawOptions';
export type { PendingDialog } from './hooks/useDrawStudio';
