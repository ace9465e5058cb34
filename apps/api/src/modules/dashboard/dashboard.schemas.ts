import { z } from 'zod';

const recentOrder = z.object({
  id: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  totalTtc: z.number().describe('euros'),
  createdAt: z.string(),
  buyerName: z.string().nullable(),
});

const upcomingReservations = z.object({
  count: z.number().int(),
  persons: z.number().int(),
  next: z.string().nullable().describe('start of the next reserved slot, ISO 8601'),
});

const myTasks = z.object({
  open: z.number().int().describe("the caller's open tasks (given to them, not done)"),
  overdue: z.number().int().describe('of which past their due time'),
  next: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        dueAt: z.string().describe('ISO 8601'),
        status: z.enum(['open', 'overdue']),
      }),
    )
    .describe('the 3 soonest due'),
});

/**
 * The figures of an owner's or collaborator's dashboard home. A figure is null when the caller may not see it
 * (missing permission, inactive integration: spec §6).
 */
export const shopSummary = z.object({
  shop: z.object({ id: z.string(), name: z.string() }),
  fiscalYear: z.object({ start: z.string(), end: z.string() }).describe('calendar dates, spec §9'),
  ordersToHandle: z.number().int().nullable().describe('orders waiting for the seller (pending)'),
  revenue: z
    .object({ totalHt: z.number(), totalTtc: z.number(), orderCount: z.number().int() })
    .nullable()
    .describe('validated or invoiced orders of the current fiscal year, euros'),
  upcomingReservations: upcomingReservations.nullable(),
  tasks: myTasks,
  recentOrders: z.array(recentOrder).nullable(),
});

export const buyerSummary = z.object({
  ordersInProgress: z.number().int(),
  ordersTotal: z.number().int(),
  upcomingReservations,
  recentOrders: z.array(recentOrder),
});

export const agentSummary = z.object({
  shops: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      ordersToHandle: z.number().int().describe("the agent's own orders still pending"),
      ordersEnteredThisMonth: z.number().int(),
      openTasks: z.number().int().describe('the tasks given to the agent in that shop, not done'),
      overdueTasks: z.number().int().describe('of which past their due time'),
    }),
  ),
});
