import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * GET /media/videos/...: the financial videos kept with the content (content/media/videos/),
 * with range requests so a player can seek. Nothing is listed; unknown files answer 404.
 */
export async function registerMedia(app: FastifyInstance, contentDir: string): Promise<void> {
  const root = join(contentDir, 'media');
  if (!existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    acceptRanges: true,
    maxAge: 86_400_000,
  });
}
