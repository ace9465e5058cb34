// spec §1, §6 roles. 'public' is the visitor who is not logged in (spec §6 counts them as buyers for shop
// pages); a logged-in user has one of the other five.

export const roles = ['buyer', 'owner', 'iam', 'agent', 'admin', 'public'] as const;
export type Role = (typeof roles)[number];

/** The roles of a logged-in user (the users table's role column). */
export const userRoles = ['buyer', 'owner', 'iam', 'agent', 'admin'] as const satisfies readonly Role[];
export type UserRole = (typeof userRoles)[number];

/** The roles a user holds in a shop (the shop members table's role column). */
export const shopMemberRoles = ['owner', 'iam', 'agent'] as const satisfies readonly UserRole[];
export type ShopMemberRole = (typeof shopMemberRoles)[number];

/** Roles tied to one shop they run (spec §6: owner and iam checks use the first shop). */
export const shopStaffRoles = ['owner', 'iam'] as const satisfies readonly UserRole[];

export function isShopStaffRole(role: string): role is (typeof shopStaffRoles)[number] {
  return role === 'owner' || role === 'iam';
}
