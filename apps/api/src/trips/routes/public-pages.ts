import {
  LOCALE_COOKIE,
  localeOrDefault,
  parseTripId,
  ROLE_HOMES,
  type PublicPageContent,
  type PublicPageInput,
  type Trip,
} from '@voyage/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicSite } from '../../lib/public-site.ts';
import { listPublicDepartures } from '../../operations/queries/departures.ts';
import { activeTripOrNull, tripOrNull } from '../queries/trips.ts';
import { isFullForNewcomers } from '../../places/services/join-waiting-list.ts';
import { authOptionsOf } from '../../accounts/auth/auth-options.ts';

type PublicPagesOptions = { site: PublicSite; isMailDeliveryConfigured: boolean };

/**
 * `/`, `/{trip_id}`, `/useful-info`, `/docs`, `/data-retention`, `/accessibility` and, on a direct load, `/login`
 * (docs/decisions/029-parent-screens-light.md) as whole HTML pages, rendered per request in the visitor's language
 * (the `voyage-locale` cookie) with the trip read now, so a trip staff edit shows at once
 * (docs/product/screens.md#how-public-pages-are-served).
 */
async function publicPageRoutes(app: FastifyInstance, { site, isMailDeliveryConfigured }: PublicPagesOptions) {
  const landing = async (trip: Trip): Promise<PublicPageContent> => ({
    kind: 'landing',
    trip,
    departures: await listPublicDepartures(app.db, trip.id),
    isFull: await isFullForNewcomers(app.db, trip.id, null),
  });

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    content: (activeTrip: Trip | null) => Promise<PublicPageContent>,
    viewedTripId?: number,
  ) {
    const [activeTrip, user] = await Promise.all([activeTripOrNull(app.db), app.sessionUser(request, reply)]);
    const page = await content(activeTrip);
    // Someone already signed in has nothing to do on `/login`: on to their own area.
    if (page.kind === 'signIn' && user)
      return reply.header('cache-control', 'no-store').redirect(ROLE_HOMES[user.role]);
    const input: PublicPageInput = {
      content: page,
      locale: localeOrDefault(request.cookies[LOCALE_COOKIE]),
      activeTrip,
      viewedTripId,
      viewer: user?.role ?? 'visitor',
      now: new Date().toISOString(),
    };
    const html = site.renderer.renderPublicPage(input, site.template);
    return (
      reply
        .code(input.content.kind === 'tripNotFound' ? 404 : 200)
        .type('text/html; charset=utf-8')
        // The page depends on who asks (language, signed in or not) and on data staff may change at any time.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie')
        .send(html)
    );
  }

  app.get('/', (request, reply) =>
    send(request, reply, async (activeTrip) => (activeTrip ? landing(activeTrip) : { kind: 'noActiveTrip' })),
  );

  // Digits only: any other single word is one of the app's screens (`/register`) or unknown to both.
  app.get<{ Params: { tripId: string } }>('/:tripId(^\\d+$)', (request, reply) => {
    const tripId = parseTripId(request.params.tripId);
    return send(
      request,
      reply,
      async () => {
        const trip = tripId === undefined ? null : await tripOrNull(app.db, tripId);
        return trip ? landing(trip) : { kind: 'tripNotFound' };
      },
      tripId,
    );
  });

  app.get('/useful-info', (request, reply) =>
    send(request, reply, async (activeTrip) => ({ kind: 'usefulInfo', trip: activeTrip })),
  );
  app.get('/docs', (request, reply) =>
    send(request, reply, async (activeTrip) => ({ kind: 'docs', trip: activeTrip })),
  );
  app.get('/data-retention', (request, reply) =>
    send(request, reply, async (activeTrip) => ({ kind: 'dataRetention', trip: activeTrip })),
  );
  app.get('/accessibility', (request, reply) => send(request, reply, async () => ({ kind: 'accessibility' })));

  const { socialProviders, emailLinksDelivered } = authOptionsOf(app, isMailDeliveryConfigured);
  app.get('/login', (request, reply) =>
    send(request, reply, async () => ({ kind: 'signIn', socialProviders, emailLinksDelivered })),
  );
}

export default publicPageRoutes;
