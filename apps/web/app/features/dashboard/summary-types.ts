// The answers of GET /v1/dashboard/{shop,buyer,agent}-summary, as the API's schemas say (types only: no server
// code reaches the browser).
import type { agentSummary, buyerSummary, shopSummary } from '@sarment/api';
import type { z } from 'zod';

export type ShopSummary = z.output<typeof shopSummary>;
export type BuyerSummary = z.output<typeof buyerSummary>;
export type AgentSummary = z.output<typeof agentSummary>;
export type RecentOrder = BuyerSummary['recentOrders'][number];
export type UpcomingReservations = BuyerSummary['upcomingReservations'];

export type HomeData =
  | { kind: 'staff'; name: string; summary: ShopSummary }
  | { kind: 'buyer'; name: string; summary: BuyerSummary }
  | { kind: 'agent'; name: string; summary: AgentSummary }
  | { kind: 'unavailable'; name: string };
