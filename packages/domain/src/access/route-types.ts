// The shape of the route-access table (spec §2) and of the menu placements each route carries.
import type { Integration, Permission } from './permissions.ts';
import type { Role } from './roles.ts';

/**
 * open: anyone, logged in or not (roles still apply to logged-in users); guest-only: only visitors who are not
 * logged in (login, register); protected: logged-in users of the listed roles.
 */
export type RouteAudience = 'open' | 'guest-only' | 'protected';

/** Sidebar of owners and collaborators ('staff'), of buyers, and of agents (spec §2 Sidebar menus). */
export type SidebarAudience = 'staff' | 'buyer' | 'agent';

export type SidebarGroupId =
  | 'sales'
  | 'wineTourism'
  | 'crm'
  | 'articles'
  | 'marketing'
  | 'commercial'
  | 'purchases'
  | 'accounting';

export type CreateMenuGroupId = 'orders' | 'purchases' | 'crm' | 'products' | 'reservations' | 'marketing';

/** Extra conditions of a menu entry beyond the route's own (spec §6: hidden when permission or integration misses). */
export interface MenuRequirements {
  readonly permissions?: readonly Permission[];
  readonly integrations?: readonly Integration[];
}

export interface SidebarPlacement extends MenuRequirements {
  readonly audience: SidebarAudience;
  /** null: a top-level entry. */
  readonly group: SidebarGroupId | null;
  /** Position within its group, or among top-level entries and groups (sidebar-layout.ts). */
  readonly order: number;
  readonly labelKey: string;
}

export interface CreateMenuPlacement extends MenuRequirements {
  readonly group: CreateMenuGroupId;
  readonly order: number;
  readonly labelKey: string;
  readonly query?: Readonly<Record<string, string>>;
}

export interface GoToPlacement extends MenuRequirements {
  readonly labelKey: string;
  /** Search tags (spec §2 'go to' search: text and tags), matched ignoring accents, spaces and case. */
  readonly keywords: readonly string[];
  readonly query?: Readonly<Record<string, string>>;
}

export interface RouteEntry {
  readonly id: string;
  /** React Router pattern: static segments and ':param' segments. */
  readonly path: string;
  /** Roles allowed; 'public' is listed on routes anonymous visitors may open. */
  readonly roles: readonly Role[];
  /** All required of a collaborator (owners are only integration-checked, spec §2). */
  readonly permissions: readonly Permission[];
  /** All required of an owner or collaborator. */
  readonly integrations: readonly Integration[];
  readonly public: RouteAudience;
  /** A parameter must match its pattern (React Router has no partial segments such as 'register-:provider'). */
  readonly paramPatterns?: Readonly<Record<string, RegExp>>;
  readonly menu?: readonly SidebarPlacement[];
  readonly createMenu?: readonly CreateMenuPlacement[];
  readonly goTo?: readonly GoToPlacement[];
}

/** Fills the defaults of a table entry (no permission, no integration, protected). */
export function defineRoute(
  entry: Omit<RouteEntry, 'permissions' | 'integrations' | 'public'> & Partial<RouteEntry>,
): RouteEntry {
  return { permissions: [], integrations: [], public: 'protected', ...entry };
}
