import type { ShopMemberRole } from '@sarment/domain/access';
import type { AuthContext } from '../../http/auth-context.ts';

/** Statuses a buyer or a visitor sees; members of the shop see every status (spec §4 Product, §6). */
export const BUYER_STATUSES = ['online', 'outofstock'] as const;

export interface ViewerTypology {
  key: string;
  name: string;
  public: boolean;
  ttc: boolean;
}

/** Who looks at a shop's catalogue, and which prices they see (spec §6 Product listing). */
export interface ProductViewer {
  loggedIn: boolean;
  /** owner, iam or agent of this shop: every status, every format */
  member: boolean;
  memberRole: ShopMemberRole | null;
  /** the typology whose prices apply; undefined when the shop opened none to the public */
  typology: ViewerTypology | undefined;
  /** spec §1: price viewing may be reserved to registered members */
  pricesVisible: boolean;
  /** spec §1: professionals can request a negotiated price grid */
  canRequestPriceGrid: boolean;
}

export interface ViewerInput {
  auth: AuthContext | null;
  shopId: string;
  typologies: readonly ViewerTypology[];
  membersOnlyPrices: boolean;
  /** spec §7 `typology` query: honoured for the shop's own staff only (an agent quoting a caviste) */
  requestedTypology?: string | undefined;
}

/** spec §1: a shop may reserve its prices to registered members; anyone logged in sees them. */
export function pricesVisibleTo(auth: AuthContext | null, shop: { membersOnlyPrices?: boolean | undefined }) {
  return auth !== null || !shop.membersOnlyPrices;
}

/**
 * spec §6: owners, iam and agents of the shop see every status; buyers see the products of their typology, or of
 * the public typology when they have none or are anonymous. A typology asked for in the query is ignored for
 * anyone outside the shop, so nobody reads another category's prices by changing a URL.
 */
export function resolveProductViewer(input: ViewerInput): ProductViewer {
  const { auth, shopId, typologies } = input;
  const membership = auth?.memberships.find((m) => m.shopId === shopId);
  const publicTypology = typologies.find((t) => t.public);
  const find = (key: string | null | undefined) => (key ? typologies.find((t) => t.key === key) : undefined);
  const typology = membership
    ? (find(input.requestedTypology) ?? publicTypology)
    : (find(auth?.clientTypologies[shopId]) ?? publicTypology);
  const loggedIn = auth !== null;
  return {
    loggedIn,
    member: !!membership,
    memberRole: membership?.role ?? null,
    typology,
    // staff always see prices; visitors do unless the shop reserves them to registered members
    pricesVisible: pricesVisibleTo(auth, input),
    canRequestPriceGrid: !!auth && !membership && auth.user.role === 'buyer' && auth.user.isPro,
  };
}
