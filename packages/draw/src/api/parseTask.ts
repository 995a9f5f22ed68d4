import type { MjButton, MjSubmitResult, MjTask, MjTaskStatus } from './types';

const STATUSES: readonly MjTaskStatus[] = ['NOT_START', 'SUBMITTED', 'IN_PROGRESS', 'FAILURE', 'SUCCESS', 'MODAL', 'CANCEL'];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function parseButtons(value: unknown): MjButton[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((b) =>
    isRecord(b) && typeof b['customId'] === 'string'
      ? [{ customId: b['customId'], emoji: str(b['emoji']), label: str(b['label']), style: num(b['style']), type: num(b['type']) }]
      : [],
  );
}

/** A task object from the server, or null when it is not one (novicezk answers an unknown id with an empty body). */
export function parseTask(value: unknown): MjTask | null {
  if (!isRecord(value) || (typeof value['id'] !== 'string' && typeof value['id'] !== 'number')) return null;
  const status = STATUSES.includes(value['status'] as MjTaskStatus) ? (value['status'] as MjTaskStatus) : 'NOT_START';
  const buttons = parseButtons(value['buttons']);
  return {
    id: str(value['id']),
    action: str(value['action']),
    status,
    prompt: str(value['prompt']),
    promptEn: str(value['promptEn']),
    description: str(value['description']),
    submitTime: num(value['submitTime']),
    startTime: num(value['startTime']),
    finishTime: num(value['finishTime']),
    imageUrl: str(value['imageUrl']),
    progress: str(value['progress']),
    failReason: str(value['failReason']),
    properties: isRecord(value['properties']) ? value['properties'] : {},
    ...(buttons ? { buttons } : {}),
    ...(typeof value['botType'] === 'string' ? { botType: value['botType'] } : {}),
    ...(value['seed'] !== undefined && value['seed'] !== null ? { seed: str(value['seed']) } : {}),
    ...(value['parentId'] ? { parentId: str(value['parentId']) } : {}),
  };
}

export function parseSubmitResult(value: unknown): MjSubmitResult {
  if (!isRecord(value) || typeof value['code'] !== 'number') return { code: 9, description: 'Unexpected answer', result: null, properties: {} };
  const result = value['result'];
  return {
    code: value['code'],
    description: str(value['description']),
    result: typeof result === 'string' || typeof result === 'number' ? String(result) : Array.isArray(result) ? result.map(str) : null,
    properties: isRecord(value['properties']) ? value['properties'] : {},
  };
}

/** "45%" → 45; "" or junk → null. */
export function progressPercent(progress: string): number | null {
  const match = /^(\d{1,3})(?:\.\d+)?%$/.exec(progress.trim());
  return match ? Math.min(100, Number(match[1])) : null;
}
