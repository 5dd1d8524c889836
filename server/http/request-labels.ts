import type { FastifyRequest } from 'fastify';

/** The api and action a request named, for its log line (cheaper than a child logger each time). */
const labels = new WeakMap<FastifyRequest, { api: string; action: string }>();

export function labelRequest(request: FastifyRequest, api: string, action: string): void {
  labels.set(request, { api, action });
}

export function requestLabels(request: FastifyRequest): { api?: string; action?: string } {
  return labels.get(request) ?? {};
}
