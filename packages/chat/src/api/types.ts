/** A part of a multimodal user message (reference §2.3). */
export type ChatContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

/** One message as the OpenAI chat completions API takes it. */
export interface ChatApiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ChatContentPart[];
}

/** Sampling parameters sent with every request (reference §2.2). */
export interface ChatSamplingParams {
  temperature: number;
  top_p: number;
  presence_penalty: number;
  frequency_penalty: number;
  max_tokens: number;
}

export interface ChatCompletionRequest extends ChatSamplingParams {
  model: string;
  messages: ChatApiMessage[];
}

/** What a streamed reply is made of, in arrival order. */
export type ChatStreamDelta =
  | { type: 'content'; text: string }
  | { type: 'reasoning'; text: string }
  | { type: 'finish'; reason: string };

/**
 * Where to call the model service; resolved from the host config and the user's settings. The
 * access password and the own-origin rule are the gateway client's (core), not the endpoint's.
 */
export interface ChatEndpoint {
  /** Without the `/v1` suffix, e.g. `/openapi` or `https://api.openai.com`. */
  baseUrl: string;
  /** The user's own key, sent as a Bearer token wherever `baseUrl` points. */
  apiKey: string | null;
}

export interface ChatStreamOptions {
  signal?: AbortSignal;
  onDelta: (delta: ChatStreamDelta) => void;
}

/** The I/O a ChatPanel needs from a model service; swap it to talk to anything else. */
export interface ChatModelAdapter {
  /** Resolves when the stream ends; rejects with core's `ApiRequestError` (`toChatErrorCode` reads its code). */
  streamChat(request: ChatCompletionRequest, options: ChatStreamOptions): Promise<void>;
  /** Model ids the service offers (`GET /v1/models`). */
  listModels(options?: { signal?: AbortSignal }): Promise<string[]>;
  /** This month's spend and the account limit, where the service reports them (OpenAI's billing endpoints). */
  getUsage?(options?: { signal?: AbortSignal; now?: Date }): Promise<ChatUsage>;
  /** Speech to text: `POST /v1/audio/transcriptions` (multipart, `whisper-1`); resolves with the text. */
  transcribe?(audio: Blob, options: { fileName: string; signal?: AbortSignal }): Promise<string>;
  /** Text to speech: `POST /v1/audio/speech` (`tts-1`); resolves with the audio. */
  speak?(request: SpeechRequest, options?: { signal?: AbortSignal }): Promise<Blob>;
  /**
   * The file service of reference §2.6: `POST /v1/upload` (multipart `file`) → a URL models can
   * read. Our own server takes files from signed-in users (or with the access password); its
   * refusals reject with an `ApiRequestError` carrying the server's code.
   */
  upload?(file: Blob, options: { fileName: string; signal?: AbortSignal }): Promise<string>;
}


export const TTS_VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const;
export type TtsVoice = (typeof TTS_VOICES)[number];

export interface SpeechRequest {
  input: string;
  voice: TtsVoice;
  /** @default 'tts-1' */
  model?: string;
}

/** Settings → About: API balance and monthly usage, in US dollars. */
export interface ChatUsage {
  monthUsd: number;
  /** The account's hard limit; null when the service does not say. */
  limitUsd: number | null;
}
