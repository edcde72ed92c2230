import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from './outbox.ts';

/**
 * A session's calendar invitation (RFC 5545 through ical-generator, decision 072): one VEVENT
 * whose UID is the booking's reference, times in UTC (DTSTART:...Z), so every calendar shows
 * the right local time whatever its zone. METHOD:REQUEST adds or updates it (SEQUENCE grows with
 * each change), METHOD:CANCEL with STATUS:CANCELLED removes it.
 */
export type SessionInvitation = {
  method: 'REQUEST' | 'CANCEL';
  /** The booking's reference: the event's UID. */
  uid: string;
  sequence: number;
  start: number;
  end: number;
  /** When the invitation was written (DTSTAMP). */
  stamp: number;
  summary: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

export function sessionInvitation(invitation: SessionInvitation): MailAttachment {
  const method = invitation.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: 'Darsak', product: 'Sessions', language: 'EN' }, method });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    start: new Date(invitation.start),
    end: new Date(invitation.end),
    stamp: new Date(invitation.stamp),
    summary: invitation.summary,
    description: invitation.description,
    url: invitation.url,
    organizer: invitation.organizer,
    attendees: [{ name: invitation.attendee.name, email: invitation.attendee.email }],
    status: invitation.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  const text = calendar.toString();
  return {
    filename: invitation.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${invitation.method}`,
    content: Buffer.from(text, 'utf8').toString('base64'),
  };
}

/** Name and address of a From header ('Darsak <no-reply@darsak.app>'): the invitation's organizer. */
export function addressOf(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]!.trim() || 'Darsak', email: match[2]!.trim() };
  return { name: 'Darsak', email: from.trim() };
}
