import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { hoursOf } from '../../bookings/service.ts';
import { route } from '../../http/route.ts';
import { readerLocale } from '../../lib/http/locale.ts';
import { tutorNameIn } from '../../presenters/booking.ts';
import { creditBalancesOfUser } from '../../repositories/credits.ts';

const { listMyCredits } = contracts.credits;

/**
 * Hours of credit (issue 20, point 7; decision 086): the signed-in user's balance with each tutor
 * where hours are left, the sum of the ledger's entries, the tutor named in the reader's language.
 */
export default async function creditRoutes(app: FastifyInstance) {
  route(app, listMyCredits, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const locale = readerLocale(request, request.user.locale);
    const balances = await creditBalancesOfUser(app.db, Number(request.user.id));
    return balances.map((b) => ({
      tutor: { id: b.tutor_id, name: tutorNameIn(b.tutor_name, b.tutor_translations, locale) },
      hours: hoursOf(b.minutes),
      minutes: b.minutes,
    }));
  });
}
