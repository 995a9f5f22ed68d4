// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert bodies field by field
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  token?: string | undefined;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** A tiny fetch wrapper for integration tests: JSON in, JSON (or text) out. */
export function createClient(baseUrl: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  return async function call<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const type = response.headers.get('content-type') ?? '';
    const text = await response.text();
    const parsed = type.includes('json') && text ? (JSON.parse(text) as T) : (text as T);
    return { status: response.status, headers: response.headers, body: parsed };
  };
}

export type ApiClient = ReturnType<typeof createClient>;

/** Registers a user and logs in; returns the login response. */
export async function signUp(call: ApiClient, userName: string, password = 'secret-pass') {
  const registered = await call('POST', '/api/register', { json: { name: userName, user_name: userName, password } });
  if (registered.status !== 201) throw new Error(`register ${userName}: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await call('POST', '/api/login', { json: { user_name: userName, password } });
  if (login.status !== 200) throw new Error(`login ${userName}: ${login.status}`);
  return login.body as { access_token: string; refresh_token: string; user: { id: string; admin_level: number } };
}
