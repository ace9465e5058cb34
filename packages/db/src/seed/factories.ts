// Row builders (`make*`, pure, sensible defaults) and insert helpers (`insert*`, taking the db or a
// transaction) shared by the demo seed and the tests.
export * from './factories/catalogue.ts';
export * from './factories/identity.ts';
export * from './factories/operations.ts';
export * from './factories/shops.ts';
export * from './factories/slug.ts';
