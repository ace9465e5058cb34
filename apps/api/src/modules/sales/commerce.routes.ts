import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartRoutes } from '../cart/cart.routes.ts';
import { paymentsRoutes } from '../payments/payments.routes.ts';
import { salesRoutes } from './sales.routes.ts';

/** Cart, orders and payments (issue 6), registered together under /v1 by app.ts. */
const commerceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cartRoutes);
  await app.register(salesRoutes);
  await app.register(paymentsRoutes);
};

export default commerceRoutes;
