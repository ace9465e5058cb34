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

/** What a viewer of a shop's catalogue is before the shop's typologies are read: who they are to this shop. */
export interface ViewerClaims {
  loggedIn: boolean;
  member: boolean;
  memberRole: ShopMemberRole | null;
  /** the typology the viewer would be priced in if the shop has it (else its public one) */
  typologyKey: string | undefined;
  canRequestPriceGrid: boolean;
}

/**
 * spec §6: owners, iam and agents of the shop see every status and may ask for a typology's prices; buyers are
 * priced in their own typology. A typology asked for in the query is ignored for anyone outside the shop, so nobody
 * reads another category's prices by changing a URL.
 */
export function viewerClaims(
  auth: AuthContext | null,
  shopId: string,
  requestedTypology?: string | undefined,
): ViewerClaims {
  const membership = auth?.memberships.find((m) => m.shopId === shopId);
  return {
    loggedIn: auth !== null,
    member: !!membership,
    memberRole: membership?.role ?? null,
    typologyKey: (membership ? requestedTypology : auth?.clientTypologies[shopId]) || undefined,
    canRequestPriceGrid: !!auth && !membership && auth.user.role === 'buyer' && auth.user.isPro,
  };
}

/**
 * The viewer of a shop from their claims and the shop's typologies: the claimed typology when the shop has it, else
 * the public one (anonymous visitors, buyers without a typology); prices shown unless the shop reserves them to
 * registered members and the viewer is a visitor.
 */
export function viewerOf(
  claims: ViewerClaims,
  shop: { typologies: readonly ViewerTypology[]; membersOnlyPrices: boolean },
): ProductViewer {
  const { typologyKey, ...rest } = claims;
  const typology =
    (typologyKey ? shop.typologies.find((t) => t.key === typologyKey) : undefined) ??
    shop.typologies.find((t) => t.public);
  return {
    loggedIn: rest.loggedIn,
    member: rest.member,
    memberRole: rest.memberRole,
    typology,
    // staff always see prices; visitors do unless the shop reserves them to registered members
    pricesVisible: rest.loggedIn || !shop.membersOnlyPrices,
    canRequestPriceGrid: rest.canRequestPriceGrid,
  };
}

/**
 * spec §6: owners, iam and agents of the shop see every status; buyers see the products of their typology, or of
 * the public typology when they have none or are anonymous (viewerClaims, viewerOf).
 */
export function resolveProductViewer(input: ViewerInput): ProductViewer {
  return viewerOf(viewerClaims(input.auth, input.shopId, input.requestedTypology), input);
}
