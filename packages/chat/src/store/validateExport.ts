import { chatErrorCodeOf } from '../api/chatErrorCode';
import type { ChatAttachment, ChatMessage } from '../model/types';
import { sanitizeConversationSettings } from '../settings/sanitizeSettings';
import { type ChatExport, type Conversation, EXPORT_FORMAT, EXPORT_VERSION, type ImportProblem } from './types';

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

export function readConversation(v: unknown): Conversation | null {
  if (!isRecord(v) || !isId(v.id) || typeof v.title !== 'string' || !isTime(v.createdAt) || !isTime(v.updatedAt)) return null;
  if (v.leafId !== null && v.leafId !== undefined && !isId(v.leafId)) return null;
  return {
    id: v.id,
    title: v.title.slice(0, 500),
    titleEdited: v.titleEdited === true,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
    leafId: isId(v.leafId) ? v.leafId : null,
    settings: sanitizeConversationSettings(v.settings),
    ...(isTime(v.titleAt) ? { titleAt: v.titleAt } : {}),
    ...(isTime(v.settingsAt) ? { settingsAt: v.settingsAt } : {}),
  };
}

// Data URLs only of images, and links only over http(s): an imported file must not smuggle
// `javascript:` or other schemes into an <img src> or <a href>.
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp|bmp);base64,[A-Za-z0-9+/=]+$/;
const HTTP_URL = /^https?:\/\/\S+$/i;

export function readAttachment(v: unknown): ChatAttachment | null {
  if (!isRecord(v) || (v.kind !== 'image' && v.kind !== 'audio' && v.kind !== 'file')) return null;
  if (typeof v.name !== 'string' || v.name.length > 500 || typeof v.type !== 'string' || v.type.length > 200) return null;
  if (typeof v.size !== 'number' || !Number.isFinite(v.size) || v.size < 0) return null;
  const attachment: ChatAttachment = { kind: v.kind, name: v.name, type: v.type, size: v.size };
  if (v.url !== undefined) {
    if (typeof v.url !== 'string' || !HTTP_URL.test(v.url)) return null;
    attachment.url = v.url;
  }
  if (v.dataUrl !== undefined) {
    if (v.kind !== 'image' || typeof v.dataUrl !== 'string' || !IMAGE_DATA_URL.test(v.dataUrl)) return null;
    attachment.dataUrl = v.dataUrl;
  }
  return attachment;
}

export function readMessage(v: unknown): ChatMessage | null {
  if (!isRecord(v) || !isId(v.id) || !isId(v.conversationId) || !isTime(v.createdAt)) return null;
  if (v.parentId !== null && !isId(v.parentId)) return null;
  if (v.role !== 'user' && v.role !== 'assistant') return null;
  if (typeof v.content !== 'string') return null;
  if (v.status !== 'done' && v.status !== 'stopped' && v.status !== 'error') return null;
  const message: ChatMessage = { id: v.id, conversationId: v.conversationId, parentId: v.parentId, role: v.role, content: v.content, status: v.status, createdAt: v.createdAt };
  if (v.attachments !== undefined) {
    if (!Array.isArray(v.attachments) || v.attachments.length > 50) return null;
    const attachments = v.attachments.map(readAttachment);
    if (attachments.some((a) => a === null)) return null;
    if (attachments.length > 0) message.attachments = attachments as ChatAttachment[];
  }
  if (typeof v.reasoning === 'string') message.reasoning = v.reasoning;
  if (typeof v.model === 'string') message.model = v.model;
  // Exports from before the gateway client carry older code names; they are read in today's.
  const code = isRecord(v.error) ? chatErrorCodeOf(v.error.code) : null;
  if (code && isRecord(v.error) && typeof v.error.message === 'string') message.error = { code, message: v.error.message };
  return message;
}

/** Checks a whole export before anything is written; the first problem is reported. */
export function validateExport(text: string): { ok: true; data: ChatExport } | { ok: false; problem: ImportProblem } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: { code: 'NOT_JSON' } };
  }
  if (!isRecord(raw) || raw.format !== EXPORT_FORMAT || !Array.isArray(raw.conversations) || !Array.isArray(raw.messages)) {
    return { ok: false, problem: { code: 'WRONG_FORMAT' } };
  }
  if (raw.version !== EXPORT_VERSION) return { ok: false, problem: { code: 'UNSUPPORTED_VERSION', version: String(raw.version) } };
  const conversations: Conversation[] = [];
  for (const [index, item] of raw.conversations.entries()) {
    const conversation = readConversation(item);
    if (!conversation) return { ok: false, problem: { code: 'INVALID_CONVERSATION', index } };
    conversations.push(conversation);
  }
  const ids = new Set(conversations.map((c) => c.id));
  const messages: ChatMessage[] = [];
  for (const [index, item] of raw.messages.entries()) {
    const message = readMessage(item);
    if (!message) return { ok: false, problem: { code: 'INVALID_MESSAGE', index } };
    if (!ids.has(message.conversationId)) return { ok: false, problem: { code: 'ORPHAN_MESSAGE', index } };
    messages.push(message);
  }
  return { ok: true, data: { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: typeof raw.exportedAt === 'string' ? raw.exportedAt : '', conversations, messages } };
}
