import { readGatewayConfig } from '../gateway/gatewayConfig';
import { startTestServer, type TestServer } from './testServer';

/** A test server whose AI gateway is configured from `env` as the real one is from the environment. */
export function startGatewayServer(env: Record<string, string>): Promise<TestServer> {
  return startTestServer({ config: { gateway: readGatewayConfig(env, 'test') } });
}
