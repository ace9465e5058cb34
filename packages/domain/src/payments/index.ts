export * from './ageing.ts';
export * from './allocation.ts';
export * from './late-penalty.ts';
export * from './mandates.ts';
export * from './reminders.ts';
