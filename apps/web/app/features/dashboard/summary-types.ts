// The answers of GET /v1/dashboard/{shop,buyer,agent}-summary.

export interface RecentOrder {
  id: string;
  shopId: string;
  shopName: string;
  number: string | null;
  status: string;
  totalTtc: number;
  createdAt: string;
  buyerName: string | null;
}

export interface UpcomingReservations {
  count: number;
  persons: number;
  next: string | null;
}

export interface ShopSummary {
  shop: { id: string; name: string };
  fiscalYear: { start: string; end: string };
  ordersToHandle: number | null;
  revenue: { totalHt: number; totalTtc: number; orderCount: number } | null;
  upcomingReservations: UpcomingReservations | null;
  tasks: null;
  recentOrders: RecentOrder[] | null;
}

export interface BuyerSummary {
  ordersInProgress: number;
  ordersTotal: number;
  upcomingReservations: UpcomingReservations;
  recentOrders: RecentOrder[];
}

export interface AgentSummary {
  shops: { id: string; name: string; ordersToHandle: number; ordersEnteredThisMonth: number }[];
}

export type HomeData =
  | { kind: 'staff'; name: string; summary: ShopSummary }
  | { kind: 'buyer'; name: string; summary: BuyerSummary }
  | { kind: 'agent'; name: string; summary: AgentSummary }
  | { kind: 'unavailable'; name: string };
