/** Everything a host tells the widgets about where services live. */
export interface AppConfig {
  /** The library API (DESIGN §4). */
  libraryApi: {
    /** Base URL, absolute or relative to the page (`''` = same origin). */
    baseUrl: string;
    /** Sent as the `x-env` header when set. @default 'prod' */
    env?: string;
    /** Request timeout in ms. @default 30000 */
    timeoutMs?: number;
  };
  /** OpenAI-compatible service. @default { baseUrl: '/openapi' } (the reference server's proxy) */
  openai?: {
    baseUrl?: string;
    /** Visible to every user of the page: prefer a server-side proxy. */
    apiKey?: string;
  };
  /** midjourney-proxy. @default { baseUrl: '/mjapi' } */
  draw?: {
    baseUrl?: string;
    secret?: string;
  };
  /** Attachment upload endpoint. @default '/openapi/v1/upload' */
  upload?: { url?: string };
  auth?: {
    /** Transforms a password before it is sent (spec §5). @default identity */
    transformPassword?: (password: string) => string | Promise<string>;
  };
  storage?: {
    /**
     * Namespace of everything the widgets keep in the browser, so two providers on one page keep
     * separate state: prepended to every local storage key (app stores, chat settings, prompts,
     * recent GPTs, reader settings and progress, pending uploads) and to every IndexedDB database
     * name (chat conversations `atelier-chat`, read-aloud cache `atelier-chat-tts`, drawings
     * `atelier-draw`). The default keeps the unprefixed names, so existing data stays where it is.
     * @example 'shop-'
     * @default ''
     */
    prefix?: string;
    /** A `Storage`-like backend; `null` keeps everything in memory. @default localStorage when available */
    backend?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  };
}

/** The config after validation, with defaults applied. */
export interface ResolvedAppConfig {
  libraryApi: { baseUrl: string; env: string; timeoutMs: number };
  openai: { baseUrl: string; apiKey: string | null };
  draw: { baseUrl: string; secret: string | null };
  upload: { url: string };
  auth: { transformPassword: (password: string) => string | Promise<string> };
  storage: { prefix: string; backend: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined };
}
