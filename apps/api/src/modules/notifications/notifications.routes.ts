import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { unauthenticated } from '../../http/errors.ts';
import { NotificationHub, registerStreamShutdown, streamNotifications } from './notification-stream.ts';
import { listUserNotifications, markUserNotificationsSeen } from './notifications.repo.ts';
import {
  markAsSeenAnswer,
  markAsSeenBody,
  notificationAnswer,
  notificationListQuery,
} from './notifications.schemas.ts';
import { toNotificationAnswer } from './notifications.service.ts';

// Every logged-in user has a notification centre (spec §2: shown when logged in).
const loggedIn: RouteAccess = { kind: 'authenticated' };
const tags = ['notifications'];

/** spec §2 notification centre, §7 GET /v1/notifications-centers and PUT .../mark-as-seen. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const openStreams = new Set<() => void>();
  const hub = new NotificationHub(app.db, app.log);
  registerStreamShutdown(app, openStreams, hub);

  app.get(
    '/notifications-centers',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary:
          "The caller's notifications, newest first; `seen=false` keeps the unseen ones. Headers: X-Total-Count " +
          '(of the filter) and X-Unseen-Count.',
        querystring: notificationListQuery,
        response: { 200: z.array(notificationAnswer) },
      },
    },
    async (request, reply) => {
      const userId = request.auth?.user.id;
      if (!userId) throw unauthenticated();
      const { page, pageSize, seen } = request.query;
      const { rows, total, unseen } = await listUserNotifications(app.db.db, userId, {
        page,
        pageSize,
        unseenOnly: seen === 'false',
      });
      reply.header('x-total-count', String(total));
      reply.header('x-unseen-count', String(unseen));
      reply.header('cache-control', 'no-store');
      return rows.map(toNotificationAnswer);
    },
  );

  app.put(
    '/notifications-centers/mark-as-seen',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary: "Marks the caller's notifications of `arrayOfIds` seen (others' ids are ignored)",
        body: markAsSeenBody,
        response: { 200: markAsSeenAnswer },
      },
    },
    async (request) => {
      const userId = request.auth?.user.id;
      if (!userId) throw unauthenticated();
      const count = await markUserNotificationsSeen(app.db.db, userId, request.body.arrayOfIds);
      return { success: true as const, count };
    },
  );

  app.put(
    '/notifications-centers/mark-all-as-seen',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary: "'Tout marquer comme lire': marks every notification of the caller seen",
        response: { 200: markAsSeenAnswer },
      },
    },
    async (request) => {
      const userId = request.auth?.user.id;
      if (!userId) throw unauthenticated();
      const count = await markUserNotificationsSeen(app.db.db, userId, 'all');
      return { success: true as const, count };
    },
  );

  app.get(
    '/notifications-centers/stream',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary:
          'Server-sent events (text/event-stream): `ready` {unseen}, then one `notification` event (same shape as ' +
          'the list) per new notification of the caller. Authenticated by the session cookie.',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const userId = request.auth?.user.id;
      if (!userId) throw unauthenticated();
      await streamNotifications(app, request, reply, userId, openStreams, hub);
    },
  );
};
