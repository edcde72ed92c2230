import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { remindOnce } from '../bookings/service.ts';
import { HOUR_MS, utcIso } from '../lib/time/beirut.ts';
import { remindersDue } from '../repositories/bookings.ts';
import { runPeriodically } from './periodic.ts';

/**
 * The reminder a day before a confirmed session (decision 072), to the student and the tutor.
 * Every instance looks every 5 minutes or so; each reminder is claimed by a conditional UPDATE of
 * reminder_sent_at in the transaction that queues its e-mails, so it goes once whatever the
 * number of instances. Answers how many this instance sent.
 */
export async function sendDueReminders(app: FastifyInstance, now = Date.now()): Promise<number> {
  const due = await remindersDue(app.db, utcIso(now), utcIso(now + 24 * HOUR_MS));
  let sent = 0;
  for (const id of due) if (await remindOnce(app, id, now)) sent += 1;
  if (sent > 0) {
    app.mailer.kick();
    app.log.info({ sent }, 'session reminders queued');
  }
  return sent;
}

export const sessionRemindersJob = fp<{ intervalMs?: number; jitterMs?: number }>(
  async (app: FastifyInstance, { intervalMs = 5 * 60_000, jitterMs = 60_000 }) => {
    runPeriodically(app, 'session reminders', { intervalMs, jitterMs }, async () => {
      return `reminders queued: ${await sendDueReminders(app)}`;
    });
  },
  { name: 'session-reminders' },
);
