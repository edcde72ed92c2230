import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidateCachedBodies } from '../lib/http/cached-body.ts';
import { bumpCatalogueVersion, readCatalogueVersion } from '../repositories/catalogue-version.ts';

/** How often an instance reads the catalogue's version: another instance's write shows here within it. */
export const CATALOGUE_POLL_MS = 1_000;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    /** The public catalogue on every instance (decision 074). */
    catalogue: {
      /**
       * After a write to courses, categories or tutors (or what their public pages show): drops
       * this instance's cached answers and pages at once and adds one to the shared version, so
       * every other instance drops theirs within CATALOGUE_POLL_MS.
       */
      changed(): Promise<void>;
      /** Called whenever this instance's cached public answers are dropped (spa.ts drops its pages). */
      onChange(listener: () => void): void;
      /** Reads the version now (the timer does it every second; tests call it to skip the wait). */
      check(): Promise<void>;
    };
  }
}

/**
 * The public side follows the database on every instance (issue 18, decision 074): the cached
 * bodies of /api/catalogue, /api/courses and /api/tutors, the pages with the catalogue in them and
 * the link-preview pages and images are dropped on a write here, and on every other instance when
 * its timer reads a version other than the one it knew. The read is one row by its primary key,
 * once a second per instance; the cached bodies' own TTL (10 s) stays as a net for a failed read.
 */
export const catalogueFreshness = fp<{ pollMs?: number }>(
  async (app: FastifyInstance, { pollMs = CATALOGUE_POLL_MS }) => {
    const listeners = new Set<() => void>();
    let known: number | null = null;
    const drop = () => {
      invalidateCachedBodies(app.db);
      for (const listener of listeners) listener();
    };
    const check = async () => {
      const version = await readCatalogueVersion(app.db);
      if (known !== null && version !== known) drop();
      known = version;
    };
    app.decorate('catalogue', {
      async changed() {
        drop();
        try {
          await bumpCatalogueVersion(app.db);
          // This instance has dropped its own already.
          known = await readCatalogueVersion(app.db);
        } catch (error) {
          // The others then see the write when their cached bodies expire (10 s).
          app.log.error({ err: error }, 'the catalogue version could not be raised');
        }
      },
      onChange: (listener: () => void) => void listeners.add(listener),
      check,
    });

    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    let running: Promise<void> | null = null;
    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        running = check()
          .catch((error: unknown) => app.log.warn({ err: error }, 'reading the catalogue version failed'))
          .finally(() => {
            running = null;
            schedule();
          });
      }, pollMs);
      timer.unref();
    };
    app.addHook('onReady', async () => {
      await check().catch(() => undefined);
      schedule();
    });
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running; // before the database closes (onClose hooks run in reverse order)
    });
  },
  { name: 'catalogue-freshness' },
);
