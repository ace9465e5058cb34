// /v1/builders (issue 16, contract "Back office"): the shop's box builders, mixed cases a buyer composes.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess, type RouteAccess } from '../../http/access.ts';
import { answerList } from '../../http/list-answer.ts';
import { contextOf } from '../../http/service-context.ts';
import {
  builderAnswer,
  builderBody,
  builderListQuery,
  builderParams,
  builderUpdateBody,
  shopBuilder,
  shopBuilderParams,
} from './builders.schemas.ts';
import {
  createBuilder,
  deleteBuilder,
  listBuilderPage,
  readBuilder,
  updateBuilder,
} from './builders.service.ts';
import { listShopBuilders, readShopBuilder } from './builders.shop.ts';

/** spec §6: the builder pages are the owner's and the iam's; they design products, so createProduct. */
const builderAccess = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['createProduct'],
} as const satisfies RouteAccess;
const tags = ['catalogue'];
const accessNote = 'Owner, or iam with createProduct; 422 otherwise. Another shop’s builder answers 404.';

export const builderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctxOf = (request: Parameters<typeof contextOf>[0]) => contextOf(request, app.db.db);

  app.get(
    '/builders',
    {
      config: { access: builderAccess },
      schema: {
        tags,
        summary: "The shop's box builders (search on the name, accents and case ignored), X-Total-Count",
        description: accessNote,
        querystring: builderListQuery,
        response: { 200: z.array(builderAnswer) },
      },
    },
    async (request, reply) => answerList(reply, await listBuilderPage(ctxOf(request), request.query)),
  );

  app.post(
    '/builders',
    {
      config: { access: builderAccess },
      schema: {
        tags,
        summary:
          'Creates a box builder: size, the bottles and formats offered, a price rule (sum less % or fixed)',
        description:
          `${accessNote} Products offered are bottles of the shop (another shop's: 404), each format its ` +
          "product's (422). Logged in the activity log.",
        body: builderBody,
        response: { 201: builderAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createBuilder(ctxOf(request), request.body);
    },
  );

  app.get(
    '/builders/:id',
    {
      config: { access: builderAccess },
      schema: {
        tags,
        summary: 'One box builder of the shop',
        description: accessNote,
        params: builderParams,
        response: { 200: builderAnswer },
      },
    },
    async (request) => readBuilder(ctxOf(request), request.params.id),
  );

  app.put(
    '/builders/:id',
    {
      config: { access: builderAccess },
      schema: {
        tags,
        summary: 'Changes a box builder; the body GET answers is taken back as it is (names ignored)',
        description: accessNote,
        params: builderParams,
        body: builderUpdateBody,
        response: { 200: builderAnswer },
      },
    },
    async (request) => updateBuilder(ctxOf(request), request.params.id, request.body),
  );

  app.get(
    '/shops/:id/builders',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'The cases a buyer may compose in a shop (id, code or url name): its active builders',
        description:
          'Each bottle offered with its price for the viewer’s typology (HT for professionals, hidden when the ' +
          'shop reserves its prices to members) and its stock. The cart takes a composed case as `builderCases`.',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.array(shopBuilder) },
      },
    },
    async (request) => listShopBuilders(app.db.db, request.auth, request.params.id),
  );

  app.get(
    '/shops/:id/builders/:builder',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'One active builder of a shop, to compose a case',
        params: shopBuilderParams,
        response: { 200: shopBuilder },
      },
    },
    async (request) => readShopBuilder(app.db.db, request.auth, request.params.id, request.params.builder),
  );

  app.delete(
    '/builders/:id',
    {
      config: { access: builderAccess },
      schema: {
        tags,
        summary: 'Deletes a box builder',
        description: accessNote,
        params: builderParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteBuilder(ctxOf(request), request.params.id);
      reply.code(204);
      return null;
    },
  );
};
