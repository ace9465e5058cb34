// /v1/crd-items (issue 20, spec §3 CRD item): capsule items, their stock and consumption, and their month.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/service-context.ts';
import { crdItemAnswer, crdItemBody, crdMonthAnswer, crdMovementBody, crdParams } from './crd.schemas.ts';
import {
  createCrdItem,
  deleteCrdItem,
  listCrdItems,
  readCrdMonth,
  recordCrdMovement,
  updateCrdItem,
} from './crd.service.ts';
import { drmAccess } from './drm.routes.ts';
import { drmQuery } from './drm.schemas.ts';

const tags = ['stocks'];
const accessNote = 'Owner, or iam with seeAllStock; the stocks integration active; 422 otherwise. Logged.';

export const crdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/crd-items',
    {
      config: { access: drmAccess },
      schema: {
        tags,
        summary: "The shop's CRD capsule items with their stock",
        description: accessNote,
        response: { 200: z.array(crdItemAnswer) },
      },
    },
    async (request) => listCrdItems(contextOf(request, app.db.db)),
  );

  app.get(
    '/crd-items/month',
    {
      config: { access: drmAccess },
      schema: {
        tags,
        summary: 'Each capsule item in a month: opening, entries, used on bottling, lost, counted, closing',
        description: accessNote,
        querystring: drmQuery,
        response: { 200: z.array(crdMonthAnswer) },
      },
    },
    async (request) => readCrdMonth(contextOf(request, app.db.db), request.query.month),
  );

  app.post(
    '/crd-items',
    {
      config: { access: drmAccess },
      schema: {
        tags,
        summary: 'Adds a capsule item (name, colour, type, isCrd)',
        description: accessNote,
        body: crdItemBody,
        response: { 201: crdItemAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createCrdItem(contextOf(request, app.db.db), request.body);
    },
  );

  app.put(
    '/crd-items/:id',
    {
      config: { access: drmAccess },
      schema: {
        tags,
        summary: 'Changes a capsule item',
        description: accessNote,
        params: crdParams,
        body: crdItemBody,
        response: { 200: crdItemAnswer },
      },
    },
    async (request) => updateCrdItem(contextOf(request, app.db.db), request.params.id, request.body),
  );

  app.delete(
    '/crd-items/:id',
    {
      config: { access: drmAccess },
      schema: {
        tags,
        summary: 'Deletes a capsule item the CRD register never named (one with movements: 422)',
        description: accessNote,
        params: crdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteCrdItem(contextOf(request, app.db.db), request.params.id);
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/crd-items/:id/movements',
    {
      config: { access: drmAccess },
      schema: {
        tags,
        summary: 'Records capsules received (entry, +), used on bottling or lost (−), or counted (±)',
        description: `${accessNote} The stock never goes below zero (422).`,
        params: crdParams,
        body: crdMovementBody,
        response: { 201: crdItemAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return recordCrdMovement(contextOf(request, app.db.db), request.params.id, request.body);
    },
  );
};
