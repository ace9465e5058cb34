export { createsManagerCycle, type ManagerOf, reportsToReattach } from './structure.ts';
export { flagsOf, permissionChangeSummary, permissionsOf } from './permission-changes.ts';
