import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { clientAddress } from '../../lib/limits/client-address.ts';
import { enforceRateLimit, rateLimitKey } from '../../lib/limits/rate-limiter.ts';
import { contactEmail } from '../../mail/contact-email.ts';

/**
 * Contact-form ceilings. Per network address the ceiling is high enough for a classroom or a
 * campus behind one NAT address writing at once; per sender e-mail it is what one person needs.
 */
export const CONTACT_LIMITS = {
  perAddress: { max: 30, decaySeconds: 3600 },
  perEmail: { max: 5, decaySeconds: 3600 },
} as const;

/** POST /api/contact: queues the message to the provider's INFO_EMAIL through the mail outbox. */
export default async function contactRoutes(app: FastifyInstance) {
  route(app, contracts.uploads.contact, async (request, reply) => {
    const input = request.body;
    const { perAddress, perEmail } = CONTACT_LIMITS;
    await enforceRateLimit(app.limiter, rateLimitKey('contact-address', clientAddress(request)), perAddress.max, perAddress.decaySeconds);
    await enforceRateLimit(app.limiter, rateLimitKey('contact-email', input.email.toLowerCase()), perEmail.max, perEmail.decaySeconds);
    await app.mailer.queue(contactEmail({ ...input, to: app.config.business.infoEmail, appUrl: app.config.appUrl }));
    return reply.status(202).send({ message: 'Your message has been sent.' });
  });
}
