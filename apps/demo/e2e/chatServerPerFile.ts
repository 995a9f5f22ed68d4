import { createFakeOpenAi, type FakeOpenAi } from '@atelier/chat/testing';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@atelier/chat/testing/node';
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, startServer } from '../../../tooling/e2e';

export interface ChatServer {
  /** The fake OpenAI behind the server's `/openapi` proxy: script replies, read what it was sent. */
  readonly fake: FakeOpenAi;
  readonly server: RunningServer;
}

/** The real server, proxying `/openapi` to a fake OpenAI with a key, started once for the test file. */
export function chatServerPerFile(env: Record<string, string> = {}): ChatServer {
  let fake: FakeOpenAi | undefined;
  let upstream: FakeOpenAiServer | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    fake = createFakeOpenAi();
    upstream = await startFakeOpenAiServer(fake);
    server = await startServer({ env: { OPENAI_API_BASE_URL: upstream.url, OPENAI_API_KEY: 'sk-e2e', ...env } });
  });
  afterAll(async () => {
    await server?.stop();
    await upstream?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('chatServerPerFile: used before beforeAll ran');
    return value;
  };
  return {
    get fake() {
      return started(fake);
    },
    get server() {
      return started(server);
    },
  };
}
