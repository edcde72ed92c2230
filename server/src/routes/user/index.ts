import type { FastifyInstance } from 'fastify';

// Placeholder until these endpoints are built.
export default async function routes(_app: FastifyInstance) {}
