// The business rules of Sarment, pure: no I/O, no framework, no environment.
// Each area is its own folder; import an area directly (`@sarment/domain/pricing`) or everything from here.
export * from './access/index.ts';
export * from './cart/index.ts';
export * from './money/index.ts';
export * from './pricing/index.ts';
export * from './reference/index.ts';
export * from './validation/index.ts';
