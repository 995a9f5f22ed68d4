import { openAiErrorBody } from './openAiWire';

/** The text unscripted transcriptions answer with. */
export const DEFAULT_TRANSCRIPTION = 'Hello from the fake microphone';

/** One scripted answer to `POST /v1/audio/transcriptions`. */
export type FakeTranscription = { kind: 'text'; text: string } | { kind: 'error'; status: number; body: unknown };

/** What the fake records as the body of a transcription request (the file itself is dropped). */
export interface RecordedTranscription {
  model: string | null;
  file: { name: string; type: string; size: number } | null;
  fields: Record<string, string>;
}

export interface FakeTranscriptions {
  /** Queues answers for the next transcription requests, in order. */
  reply(...answers: FakeTranscription[]): void;
  /** Answers one request; `recorded` is its entry in the fake's request log, completed here. */
  handle(request: Request, recorded: { body: unknown }): Promise<Response>;
}

// The formats OpenAI's transcription endpoint names in its own error message.
const FORMATS = ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm'];
const MODELS = new Set(['whisper-1', 'gpt-4o-transcribe', 'gpt-4o-mini-transcribe']);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** `POST /v1/audio/transcriptions` as OpenAI answers it: multipart `file` + `model`, `{text}` back. */
export function createFakeAudioTranscriptions(defaultText = DEFAULT_TRANSCRIPTION): FakeTranscriptions {
  const queue: FakeTranscription[] = [];
  return {
    reply: (...answers) => void queue.push(...answers),
    async handle(request, recorded) {
      if (request.method !== 'POST') return json(404, openAiErrorBody(`Invalid URL (${request.method} /v1/audio/transcriptions)`));
      const type = request.headers.get('content-type') ?? '';
      if (!/^multipart\/form-data/i.test(type)) {
        return json(400, openAiErrorBody(`Invalid Content-Type header (${type || 'none'}), expected multipart/form-data.`));
      }
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return json(400, openAiErrorBody('Could not parse multipart form'));
      }
      const file = form.get('file');
      const model = form.get('model');
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        if (typeof value === 'string' && key !== 'model') fields[key] = value;
      });
      const entry: RecordedTranscription = {
        model: typeof model === 'string' ? model : null,
        file: file instanceof Blob ? { name: (file as File).name ?? 'blob', type: file.type, size: file.size } : null,
        fields,
      };
      recorded.body = entry;
      if (!entry.model) return json(400, openAiErrorBody('you must provide a model parameter', 'invalid_request_error'));
      if (!MODELS.has(entry.model)) return json(400, openAiErrorBody(`Invalid model ${entry.model}.`, 'invalid_request_error', 'model_not_found'));
      if (!entry.file) return json(400, openAiErrorBody('1 validation error for Request\nbody -> file\n  field required (type=value_error.missing)'));
      const extension = /\.([a-z0-9]+)$/i.exec(entry.file.name)?.[1]?.toLowerCase() ?? '';
      if (!FORMATS.includes(extension)) {
        return json(400, openAiErrorBody(`Invalid file format. Supported formats: ${JSON.stringify(FORMATS)}`));
      }
      if (entry.file.size === 0) return json(400, openAiErrorBody('Audio file is too short. Minimum audio length is 0.1 seconds.', 'invalid_request_error', 'audio_too_short'));
      const answer = queue.shift() ?? { kind: 'text', text: defaultText };
      if (answer.kind === 'error') return json(answer.status, answer.body);
      return json(200, { text: answer.text });
    },
  };
}
