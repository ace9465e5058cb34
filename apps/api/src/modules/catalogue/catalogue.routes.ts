import type { Database } from '@sarment/db';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess, type RouteAccess } from '../../http/access.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { notFound } from '../../http/errors.ts';
import { contextOf } from '../../http/service-context.ts';
import { findShopByKey } from '../tenancy/shop-records.repo.ts';
import { findProduct, findShopProduct } from './catalogue.repo.ts';
import type { ProductSummaryAnswer } from './catalogue.schemas.ts';
import {
  productCard,
  productDetail,
  productFilters,
  productFiltersQuery,
  productQuery,
  productSummary,
  shopKeyParams,
  shopProductListQuery,
  shopProductParams,
} from './catalogue.schemas.ts';
import {
  describeProductFilters,
  describeVisibleProduct,
  type ListQuery,
  listVisibleProductCards,
  loadProductViewer,
} from './catalogue-view.service.ts';
import { loadProductAdminRows } from './product-admin.repo.ts';
import { productAdmin, productAdminBody, productIdParams } from './product-admin.schemas.ts';
import {
  createProduct,
  deleteProduct,
  describeProductAdmin,
  duplicateProduct,
  updateProduct,
} from './product-admin.service.ts';
import { answerStaffProductList, productListRoutes } from './product-list.routes.ts';
import { productsQuery, staffProduct } from './product-list.schemas.ts';
import { listVisibleProductSummaries } from './product-summaries.service.ts';

// spec §7: a public product list's page size unless told
const PUBLIC_PAGE_SIZE = 60;

// spec §7/§8: an empty product lookup answers 'Produit inexistant'.
const productNotFound = () => notFound('Produit inexistant', 'product_not_found');
const shopNotFound = () => notFound('Boutique introuvable', 'shop_not_found');

/** The list options of a product list query: the spec §9 filters, search, typology and paging. */
function listOptionsOf(query: z.infer<typeof shopProductListQuery>) {
  const { filter, search, page, pageSize, typology } = query;
  return {
    typology,
    search,
    gammes: filter?.gamme,
    types: filter?.type,
    colors: filter?.color,
    vintageNames: filter?.vintage,
    category: filter?.category,
    page,
    pageSize,
  };
}

type ProductList<T> = (
  db: Database,
  auth: AuthContext | null,
  query: ListQuery,
) => Promise<{ products: T[]; total: number }>;

/** One page of a shop's products (by its id, code or url name) as `list` answers them; 404 for no such shop. */
async function listShopProducts<T>(
  db: Database,
  request: { params: { id: string }; query: z.infer<typeof shopProductListQuery>; auth: AuthContext | null },
  list: ProductList<T>,
) {
  const shop = await findShopByKey(db, request.params.id);
  if (!shop) throw shopNotFound();
  return list(db, request.auth, { ...listOptionsOf(request.query), shopIds: [shop.id], knownShops: [shop] });
}

/** A page of a list: its items, with the total of every page in the X-Total-Count header. */
function answerPage<T>(reply: FastifyReply, page: { products: T[]; total: number }): T[] {
  reply.header('x-total-count', String(page.total));
  return page.products;
}

const PRODUCTION = process.env.NODE_ENV === 'production';

/**
 * A page of the public product list (issue 22), as answerPage. In production it is sent as JSON.stringify writes
 * it, without the zod check of the route's response schema (a tenth of the request's CPU): the schema (strict)
 * documents it, and outside production (tests, development) Fastify's serializer still checks every answer
 * against it (product-summaries.int.test.ts).
 */
function answerSummaries(reply: FastifyReply, page: { products: ProductSummaryAnswer[]; total: number }) {
  reply.header('x-total-count', String(page.total));
  if (!PRODUCTION) return reply.send(page.products);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(page.products));
}

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['catalogue'],
        summary:
          "Products of shops as a list shows them, with their vintages and formats priced for the viewer's " +
          'typology (spec §6, §7)',
        description:
          'Owners, iam and agents of a shop see every status (and may pass `typology` to price for it); buyers ' +
          'see the products with a price for their typology, the public one when they have none or are ' +
          'anonymous; prestations never appear. Filters of spec §9 in `filter` (JSON), accent-insensitive ' +
          '`search`, paged with page/pageSize; the total is in the X-Total-Count header. Each product carries ' +
          'what a list shows (names, appellation, first visual, vintages, formats with price and availability); ' +
          'the rest is in GET /v1/products/{id} (issue 22).',
        querystring: productsQuery,
        response: { 200: z.union([z.array(productSummary), z.array(staffProduct)]) },
      },
    },
    async (request, reply) => {
      const { shopIds } = request.query;
      // without shopIds, a staff session's back-office list of its shop (issue 16)
      if (!shopIds) return answerStaffProductList(app, request, reply);
      return answerSummaries(
        reply,
        await listVisibleProductSummaries(app.db.db, request.auth, {
          ...listOptionsOf({ ...request.query, pageSize: request.query.pageSize ?? PUBLIC_PAGE_SIZE }),
          shopIds,
        }),
      );
    },
  );
  await app.register(productListRoutes);

  app.get(
    '/products/:id',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['catalogue'],
        summary: 'One product with its vintages, formats and the shop packings, priced for the viewer',
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: productQuery,
        response: { 200: z.union([productAdmin, productDetail]) },
      },
    },
    async (request) => {
      const row = await findProduct(app.db.db, request.params.id);
      // the product's own staff read the back office's product (every typology's prices, GTINs, nutrition...)
      const staff = row && request.auth?.memberships.some((m) => m.shopId === row.shopId);
      const adminRows = staff
        ? await loadProductAdminRows({ tx: app.db.db, shopId: row.shopId }, row.id)
        : undefined;
      const answer = adminRows
        ? await describeProductAdmin(app.db.db, request.auth, adminRows)
        : row && (await describeVisibleProduct(app.db.db, request.auth, row, request.query.typology));
      if (!answer) throw productNotFound();
      return answer;
    },
  );

  const writeAccess = {
    kind: 'shop',
    roles: ['owner', 'iam'],
    permissions: ['createProduct'],
  } as const satisfies RouteAccess;

  app.post(
    '/products',
    {
      config: { access: writeAccess },
      schema: {
        tags: ['catalogue'],
        summary:
          'Creates a product of the shop (back office): the shape GET /v1/products/{id} answers its staff',
        description:
          'Vintages and formats without `id` are created (`ref` names a new one for `gtins`); eq75 is computed ' +
          'from unity and unityValue; prices are euros with 2 decimals at most; GTINs are checked (GS1 check ' +
          'digit, unique on the platform). Logged in the activity log.',
        body: productAdminBody,
        response: { 201: productAdmin },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createProduct(contextOf(request, app.db.db), request.body);
    },
  );

  app.put(
    '/products/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags: ['catalogue'],
        summary: 'Changes a product of the shop, its status included (online, paused, outofstock, closed)',
        description:
          "The body is the product as GET answers it. The product's vintages and formats missing from the body " +
          'are removed, unless an order references them (422).',
        params: productIdParams,
        body: productAdminBody,
        response: { 200: productAdmin },
      },
    },
    async (request) => updateProduct(contextOf(request, app.db.db), request.params.id, request.body),
  );

  app.post(
    '/products/:id/duplicate',
    {
      config: { access: writeAccess },
      schema: {
        tags: ['catalogue'],
        summary: "A paused copy of a product named '<name> (copie)', without its GTINs",
        params: productIdParams,
        response: { 201: productAdmin },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return duplicateProduct(contextOf(request, app.db.db), request.params.id);
    },
  );

  app.delete(
    '/products/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags: ['catalogue'],
        summary: 'Deletes a product never ordered; an ordered one can only be closed (422)',
        params: productIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteProduct(contextOf(request, app.db.db), request.params.id);
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/shops/:id/products',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['catalogue'],
        summary:
          'The products of one shop (id, code or url name) the viewer may see: GET /v1/products for one shop',
        params: shopKeyParams,
        querystring: shopProductListQuery,
        response: { 200: z.array(productSummary) },
      },
    },
    async (request, reply) =>
      answerSummaries(reply, await listShopProducts(app.db.db, request, listVisibleProductSummaries)),
  );

  app.get(
    '/shops/:id/product-cards',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['catalogue'],
        summary: "The same list as GET /v1/shops/{id}/products, as the shop's grid cards show it",
        description:
          'Same visibility, filters, search and paging (X-Total-Count); each product carries what a card shows: ' +
          'no description, VAT detail, price tiers, promotions nor GTIN, its price as entered for the typology.',
        params: shopKeyParams,
        querystring: shopProductListQuery,
        response: { 200: z.array(productCard) },
      },
    },
    async (request, reply) =>
      answerPage(reply, await listShopProducts(app.db.db, request, listVisibleProductCards)),
  );

  app.get(
    '/shops/:id/products/:product',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['catalogue'],
        summary: 'A product of a shop by its url slug or id (spec §2 /{name}/{product})',
        params: shopProductParams,
        querystring: productQuery,
        response: { 200: productDetail },
      },
    },
    async (request) => {
      const shop = await findShopByKey(app.db.db, request.params.id);
      if (!shop) throw shopNotFound();
      const row = await findShopProduct(app.db.db, shop.id, request.params.product);
      const answer =
        row && (await describeVisibleProduct(app.db.db, request.auth, row, request.query.typology));
      if (!answer) throw productNotFound();
      return answer;
    },
  );

  app.get(
    '/shops/:id/product-filters',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['catalogue'],
        summary: "The shop's product filters for the viewer (spec §9), with product counts",
        description:
          "Takes the list's `filter` and `search`: each group's counts apply the search and the other groups' " +
          "filters (faceted counts); 'Tous les produits' counts every visible product.",
        params: shopKeyParams,
        querystring: productFiltersQuery,
        response: { 200: productFilters },
      },
    },
    async (request) => {
      const shop = await findShopByKey(app.db.db, request.params.id);
      if (!shop) throw shopNotFound();
      const viewer = await loadProductViewer(app.db.db, request.auth, shop, request.query.typology);
      if (!viewer) throw shopNotFound();
      const { filter, search } = request.query;
      return describeProductFilters(app.db.db, shop.id, viewer, {
        category: filter?.category === 'others' ? 'others' : null,
        range: filter?.gamme,
        type: filter?.type,
        color: filter?.color,
        vintage: filter?.vintage,
        search,
      });
    },
  );
};
