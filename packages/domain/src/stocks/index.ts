export * from './levels.ts';
export * from './reasons.ts';
