export { flagsOf, permissionChangeSummary, permissionsOf } from './permission-changes.ts';
export { createsManagerCycle, type ManagerOf, reportsToReattach } from './structure.ts';
