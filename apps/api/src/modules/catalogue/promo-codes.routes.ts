// /v1/promo-codes (issue 16, contract "Back office"): the shop's promotion codes, their list and export.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { frenchDecimalEuros } from '../../http/export-cells.ts';
import { answerList } from '../../http/list-answer.ts';
import { column, pagedBatches, sendExport } from '../../http/list-export.ts';
import { contextOf } from '../../http/service-context.ts';
import { listPromoCodes } from './promo-codes.repo.ts';
import {
  type PromoCodeAnswer,
  promoCodeAnswer,
  promoCodeBody,
  promoCodeExportQuery,
  promoCodeListQuery,
  promoCodeParams,
  promoCodeUpdateBody,
} from './promo-codes.schemas.ts';
import {
  createPromoCode,
  deletePromoCode,
  describePromoCode,
  filtersOf,
  listPromoCodePage,
  readPromoCode,
  updatePromoCode,
} from './promo-codes.service.ts';

/**
 * The spec names no permission for promotion codes: they set what buyers pay, so they go with the prices
 * (seeAllPrice, as the price grid): the owner, and an iam holding it.
 */
const promoCodeAccess = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['seeAllPrice'],
} as const satisfies RouteAccess;
const tags = ['catalogue'];
const accessNote = 'Owner, or iam with seeAllPrice (the spec names no permission for codes); 422 otherwise.';

const frenchNumber = (value: number) => String(value).replace('.', ',');
const exportColumns = [
  column<PromoCodeAnswer, 'text'>('Code', 'text', (c) => c.code),
  column<PromoCodeAnswer, 'text'>('Type', 'text', (c) => (c.kind === 'percent' ? '%' : '€')),
  column<PromoCodeAnswer, 'text'>('Valeur', 'text', (c) =>
    c.kind === 'percent' ? frenchNumber(c.value) : frenchDecimalEuros(Math.round(c.value * 100)),
  ),
  column<PromoCodeAnswer, 'text'>('Seuil', 'text', (c) =>
    c.threshold.kind === 'productCount'
      ? `${c.threshold.value} bouteilles`
      : c.threshold.kind === 'amount'
        ? `${frenchDecimalEuros(Math.round(c.threshold.value * 100))} €`
        : null,
  ),
  column<PromoCodeAnswer, 'date'>('Début', 'date', (c) => (c.startsAt ? new Date(c.startsAt) : null)),
  column<PromoCodeAnswer, 'date'>('Fin', 'date', (c) => (c.endsAt ? new Date(c.endsAt) : null)),
  column<PromoCodeAnswer, 'integer'>('Utilisations', 'integer', (c) => c.uses),
  column<PromoCodeAnswer, 'integer'>('Maximum', 'integer', (c) => c.maxUses),
  column<PromoCodeAnswer, 'text'>('Actif', 'text', (c) => (c.active ? 'oui' : 'non')),
];

export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promo-codes',
    {
      config: { access: promoCodeAccess },
      schema: {
        tags,
        summary: "The shop's promotion codes (search on the code, accents and case ignored), X-Total-Count",
        description: accessNote,
        querystring: promoCodeListQuery,
        response: { 200: z.array(promoCodeAnswer) },
      },
    },
    async (request, reply) =>
      answerList(reply, await listPromoCodePage(contextOf(request, app.db.db), request.query)),
  );

  app.get(
    '/promo-codes/export',
    {
      config: { access: promoCodeAccess },
      schema: {
        tags,
        summary: "The shop's promotion codes as a CSV or XLSX file (the list's search, filters and sort)",
        description: accessNote,
        querystring: promoCodeExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = contextOf(request, app.db.db);
      return sendExport(reply, format, {
        name: 'codes-promo',
        columns: exportColumns,
        batches: pagedBatches(async (window) =>
          (await listPromoCodes(ctx, filtersOf(query), query.sort, window)).rows.map(describePromoCode),
        ),
      });
    },
  );

  app.post(
    '/promo-codes',
    {
      config: { access: promoCodeAccess },
      schema: {
        tags,
        summary: 'Creates a promotion code: % or €, threshold by bottles or amount TTC, dates, usage limit',
        description:
          `${accessNote} The code (15 characters at most, spec §5) is unique in the shop whatever its case ` +
          "(422 'Ce code existe déjà'). Logged in the activity log.",
        body: promoCodeBody,
        response: { 201: promoCodeAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createPromoCode(contextOf(request, app.db.db), request.body);
    },
  );

  app.get(
    '/promo-codes/:id',
    {
      config: { access: promoCodeAccess },
      schema: {
        tags,
        summary: 'One promotion code of the shop',
        description: accessNote,
        params: promoCodeParams,
        response: { 200: promoCodeAnswer },
      },
    },
    async (request) => readPromoCode(contextOf(request, app.db.db), request.params.id),
  );

  app.put(
    '/promo-codes/:id',
    {
      config: { access: promoCodeAccess },
      schema: {
        tags,
        summary:
          'Changes a promotion code; the body GET answers is taken back as it is (id and uses ignored)',
        description: accessNote,
        params: promoCodeParams,
        body: promoCodeUpdateBody,
        response: { 200: promoCodeAnswer },
      },
    },
    async (request) => updatePromoCode(contextOf(request, app.db.db), request.params.id, request.body),
  );

  app.delete(
    '/promo-codes/:id',
    {
      config: { access: promoCodeAccess },
      schema: {
        tags,
        summary: 'Deletes a promotion code; orders placed with it keep its code and discount',
        description: accessNote,
        params: promoCodeParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deletePromoCode(contextOf(request, app.db.db), request.params.id);
      reply.code(204);
      return null;
    },
  );
};
