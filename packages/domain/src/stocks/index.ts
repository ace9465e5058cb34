export * from './allocations.ts';
export * from './levels.ts';
export * from './reasons.ts';
