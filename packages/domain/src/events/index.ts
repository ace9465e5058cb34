export * from './event-input.ts';
export * from './places.ts';
export * from './schedule.ts';
export * from './tourist-tax.ts';
export * from './visibility.ts';
