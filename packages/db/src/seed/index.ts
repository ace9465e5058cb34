// Demo data (contract.md), factories shared with the tests, and the stand-in password hasher.
export * from './demo.ts';
export { DEMO_PASSWORD, type DemoShopKey, demoIds } from './demo-ids.ts';
export { iamPermissions } from './demo-users.ts';
export * from './factories.ts';
export * from './password.ts';
