export * from './reasons.ts';
