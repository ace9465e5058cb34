export { createsManagerCycle, type ManagerOf, reportsToReattach } from './structure.ts';
