import type { FastifyInstance } from 'fastify';
import { attachmentRoutes } from './attachmentRoutes';
import { gptsRoutes } from './gptsRoutes';
import { proxyRoutes } from './proxyRoutes';
import { sessionRoutes } from './sessionRoutes';

/** The chat and drawing server contract (DESIGN §5), each part in its own encapsulated plugin. */
export async function gatewayRoutes(app: FastifyInstance): Promise<void> {
  const { gateway, config } = app.ctx;
  await app.register(sessionRoutes(gateway.config, Date.now, gateway.lock, config.publicLibrary, config.smtp ? 'email' : 'admin'));
  await app.register(gptsRoutes);
  await app.register(attachmentRoutes);
  await app.register(proxyRoutes);
}
