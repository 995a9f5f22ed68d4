import type { CSSProperties } from 'react';
import type { DalleRequest } from '../api/createDalleApi';
import type { SubmitRequest } from '../api/types';
import type { ButtonSpec } from '../buttons/describeButton';
import type { DrawKind } from '../store/types';
import type { TaskCardModel } from './taskCardModel';

/** Props of `DrawStudioView`. */
export interface DrawStudioViewProps {
  /** The drawing tasks to show as cards, in the order given (`toTaskCardModel`). */
  tasks: TaskCardModel[];
  /** The saved task list has been read; until then a loading status is shown instead of the list. */
  loaded: boolean;
  /** An own drawing address is in use (shown, so the user knows where calls go). */
  directAddress: string | null;
  /** Our server has no drawing service and no own drawing address is set: the Midjourney tabs say so (with a Settings button when `onOpenSettings` is given) instead of offering a form that can only fail. DALL·E, which uses the model service, stays. @default false */
  noService?: boolean;
  /** The browser's storage refused to keep the tasks: they may be gone after a reload. @default false */
  storageFailed?: boolean;
  /** A call was refused for a missing or wrong access password. */
  needsPassword: { failed: boolean } | null;
  /** The user entered an access password in the banner shown for `needsPassword`. */
  onVerifyPassword: (password: string) => void;
  /** A Midjourney form (imagine, blend, describe, face swap) was submitted; `label` names the new task. */
  onSubmit: (kind: DrawKind, request: SubmitRequest, label: string) => void;
  /** The DALL·E form was submitted. */
  onDalle: (request: DalleRequest) => void;
  /** A Midjourney button (U1, V2, zoom, vary…) was pressed on a task's card. */
  onButton: (taskId: string, spec: ButtonSpec) => void;
  /** Fetch a task's state again. */
  onReload: (id: string) => void;
  /** Submit a failed task again. */
  onRetry: (id: string) => void;
  /** Stop following a running task. */
  onCancel: (id: string) => void;
  /** Remove a task from the list (after confirmation). */
  onDelete: (id: string) => void;
  /** Ask for a task's seed. */
  onSeed: (id: string) => void;
  /** Opens the host's settings; when given, the own-address hint and the no-service notice show a settings button. @default undefined (no button) */
  onOpenSettings?: () => void;
  /** Class on the studio's root element. @default undefined */
  className?: string;
  /** Inline style on the studio's root element. @default undefined */
  style?: CSSProperties;
}
