import { readGatewayConfig } from '../gateway/gatewayConfig';
import { startTestServer, type TestServer, type TestServerOptions } from './testServer';

/** A test server whose AI gateway is configured from `env` as the real one is from the environment. */
export function startGatewayServer(env: Record<string, string>, options: Pick<TestServerOptions, 'clock'> = {}): Promise<TestServer> {
  return startTestServer({ config: { gateway: readGatewayConfig(env, 'test') }, ...options });
}
