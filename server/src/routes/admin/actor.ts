import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../../repositories/audit-log.ts';

/** The signed-in admin as the audit log records them. */
export const actorOf = (request: FastifyRequest): AuditActor => ({ id: Number(request.user.id), email: request.user.email });
