/** Task statuses of midjourney-proxy (reference §1.5; MODAL and CANCEL from the plus/trueai servers). */
export type MjTaskStatus = 'NOT_START' | 'SUBMITTED' | 'IN_PROGRESS' | 'FAILURE' | 'SUCCESS' | 'MODAL' | 'CANCEL';

/** A result button as the server sends it; `customId` is what `/mj/submit/action` takes. */
export interface MjButton {
  customId: string;
  emoji: string;
  label: string;
  style: number;
  type: number;
}

/** The task object of `GET /mj/task/{id}/fetch` (only the fields the client reads are typed). */
export interface MjTask {
  id: string;
  action: string;
  status: MjTaskStatus;
  prompt: string;
  promptEn: string;
  description: string;
  submitTime: number;
  startTime: number;
  finishTime: number;
  imageUrl: string;
  /** A string: "0%", "45%", "100%"; "" on failure. */
  progress: string;
  failReason: string;
  properties: Record<string, unknown>;
  buttons?: MjButton[];
  botType?: string;
  seed?: string;
  parentId?: string;
}

/** `SubmitResultVO` (reference §1.4). */
export interface MjSubmitResult {
  code: number;
  description: string;
  result: string | string[] | null;
  properties: Record<string, unknown>;
}

export type BotType = 'MID_JOURNEY' | 'NIJI_JOURNEY';
export type BlendDimensions = 'SQUARE' | 'PORTRAIT' | 'LANDSCAPE';

export interface ImagineBody {
  prompt: string;
  base64Array: string[];
  botType: BotType;
  notifyHook?: string;
  state?: string;
}

export interface BlendBody {
  base64Array: string[];
  dimensions: BlendDimensions;
  botType: BotType;
}

export interface DescribeBody {
  base64: string;
  botType: BotType;
}

export interface ActionBody {
  customId: string;
  taskId: string;
}

export interface ModalBody {
  taskId: string;
  prompt: string;
  /** Raw base64 PNG without the `data:` prefix (partial redraw). */
  maskBase64?: string;
}

export interface FaceSwapBody {
  sourceBase64: string;
  targetBase64: string;
}

/** Everything that starts a midjourney-proxy task; one variant per submit endpoint. */
export type SubmitRequest =
  | { kind: 'imagine'; body: ImagineBody }
  | { kind: 'blend'; body: BlendBody }
  | { kind: 'describe'; body: DescribeBody }
  | { kind: 'shorten'; body: { prompt: string; botType: BotType } }
  | { kind: 'action'; body: ActionBody; modal?: { prompt: string; maskBase64?: string } }
  | { kind: 'faceSwap'; body: FaceSwapBody };

/**
 * Where to call midjourney-proxy; resolved from the host config. The access password and the
 * own-origin rule are the gateway client's (core), not the endpoint's.
 */
export interface DrawEndpoint {
  /** Without `/mj`, e.g. `/mjapi` (the server's proxy) or `https://mj.example.com`. */
  baseUrl: string;
  /** The user's own `mj-api-secret`, sent wherever `baseUrl` points. */
  secret: string | null;
}
