// The shop's legal texts (issue 15): its mentions légales and its conditions générales de vente, edited in the
// settings' infos tab, shown on /{name}/legal-notice (with the model withdrawal form) and linked from the checkout.
import { cgvTemplate, sellerIdentityOf } from '@sarment/domain/sales/consumer-law';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../http/access.ts';
import { contextOf, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { updateShopRow } from './settings.repo.ts';
import { savedAnswer } from './settings.schemas.ts';
import { SETTINGS_SAVED } from './settings.service.ts';
import { sectionAccess } from './settings-access.ts';
import { legalTexts, legalTextsBody } from './shop-legal.schemas.ts';

const blankToNull = (html: string | null) => (html?.replace(/<[^>]*>|&nbsp;|\s/g, '') ? html : null);

export const shopLegalRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const tags = ['settings'];

  app.get(
    '/settings/legal',
    {
      config: { access: sectionAccess('infos') },
      schema: {
        tags,
        summary: 'The shop’s legal notice and conditions générales de vente',
        response: { 200: legalTexts },
      },
    },
    async (request) => {
      const { shop } = tenantOf(request);
      return {
        legalNoticeHtml: shop.legalNoticeHtml ?? null,
        cgvHtml: shop.settings.cgvHtml ?? null,
        cgvTemplate: cgvTemplate(sellerIdentityOf(shop)),
      };
    },
  );

  app.put(
    '/settings/legal',
    {
      config: { access: sectionAccess('infos') },
      schema: {
        tags,
        summary: 'Saves the legal notice and the conditions générales de vente (blank: the template shows)',
        body: legalTextsBody,
        response: { 200: savedAnswer },
      },
    },
    async (request) => {
      const { shop } = tenantOf(request);
      const legalNoticeHtml = blankToNull(request.body.legalNoticeHtml);
      const cgvHtml = blankToNull(request.body.cgvHtml);
      await withTransaction(contextOf(request, db), async (ctx) => {
        await updateShopRow(ctx, { legalNoticeHtml, settings: { ...shop.settings, cgvHtml } });
        await recordActivity(ctx, {
          entity: 'shop',
          entityId: shop.id,
          action: 'updated',
          before: { legalNoticeHtml: shop.legalNoticeHtml ?? null, cgvHtml: shop.settings.cgvHtml ?? null },
          after: { legalNoticeHtml, cgvHtml },
          summary: 'Textes légaux',
        });
      });
      return { success: true as const, message: SETTINGS_SAVED };
    },
  );
};
