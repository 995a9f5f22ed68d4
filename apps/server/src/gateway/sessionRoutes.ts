import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { PasswordResetMode, PublicLibraryAccess, SessionResponse } from '../contracts';
import { type GatewayConfig, openaiConfigured } from './gatewayConfig';
import { VerifyLock } from './verifyLock';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  // timingSafeEqual needs equal lengths; compare against itself to keep the timing flat.
  return left.length === right.length ? timingSafeEqual(left, right) : (timingSafeEqual(left, left), false);
}

export function isAccessKey(config: GatewayConfig, token: string): boolean {
  let ok = false;
  for (const key of config.accessKeys) ok = sameSecret(key, token) || ok;
  return ok;
}

/** `POST /api/session` (client config) and `POST /api/verify` (access password), reference §2.9. */
export function sessionRoutes(
  config: GatewayConfig,
  now: () => number = Date.now,
  lock = new VerifyLock(config.maxFailures, config.lockMinutes * 60_000, now),
  /** The library's PUBLIC_LIBRARY, so the client knows whether to offer the public library. */
  publicLibrary?: PublicLibraryAccess,
  /** `email` when the library can mail reset codes (SMTP_URL), so the client shows that form. */
  passwordReset?: PasswordResetMode,
): FastifyPluginAsync {
  return async (app) => {

    app.post('/api/session', { schema: { body: { type: ['object', 'null'] } } }, async (): Promise<SessionResponse> => ({
      status: 'Success',
      message: '',
      data: {
        auth: config.accessKeys.length > 0,
        model: config.defaultModel,
        customModels: config.customModels,
        visionModel: config.visionModel,
        disableGpt4: config.disableGpt4,
        uploadImageMaxBytes: config.uploadImageMaxBytes,
        uploadEnabled: true,
        gptsUrl: config.gptsUrl,
        theme: config.theme,
        version: config.version,
        openaiConfigured: openaiConfigured(config),
        drawConfigured: config.mjServer !== null,
        ...(publicLibrary ? { publicLibrary } : {}),
        ...(passwordReset ? { passwordReset } : {}),
      },
    }));

    app.post<{ Body: { token: string } }>(
      '/api/verify',
      {
        schema: {
          body: {
            type: 'object',
            required: ['token'],
            properties: { token: { type: 'string', maxLength: 1024 } },
          },
        },
      },
      async (request, reply) => {
        const ip = request.ip;
        if (lock.isLocked(ip)) {
          const msg = 'Too many attempts, try again later';
          return reply.code(429).send({ status: 'Fail', message: msg, code: 'RATE_LIMITED', msg });
        }
        const token = request.body.token.trim();
        // Both shapes: the chat client reads `message`, the rest of the API speaks `{code, msg}`.
        if (!token) return reply.code(400).send({ status: 'Fail', message: 'Secret key is empty', code: 'EMPTY_SECRET', msg: 'Secret key is empty' });
        if (!isAccessKey(config, token)) {
          lock.fail(ip);
          const msg = '密钥无效 | Secret key is invalid';
          return reply.code(401).send({ status: 'Fail', message: msg, code: 'INVALID_SECRET', msg });
        }
        lock.succeed(ip);
        return { status: 'Success', message: 'Verify successfully' };
      },
    );
  };
}
