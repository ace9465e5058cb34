// The shop's activity log: its actions and the field diff every area records.
export {
  type ActivityAction,
  activityActions,
  changedHalves,
  diffFields,
  type FieldChange,
} from './field-changes.ts';
