// Reference data of spec §3, §4 and §9: statuses, payment lists, calendars, geography, catalogue lists, constants.
export type { BusinessType, BusinessVocabulary } from './business-types.ts';
export { businessTypes, businessVocabularies, vocabularyFor } from './business-types.ts';
export type {
  ClientTypology,
  DrinkColor,
  DrinkType,
  QualityLabel,
  ReferenceItem,
} from './catalogue-lists.ts';
export {
  civilities,
  clientTypologies,
  drinkColors,
  drinkTypes,
  growingZones,
  qualityLabels,
} from './catalogue-lists.ts';
export type { EmailDynamicField, TaskActivity, TaskPriority } from './crm-lists.ts';
export { emailDynamicFields, labelColorPalette, taskActivities, taskPriorities } from './crm-lists.ts';
export type { DutyType, FormatTypeId } from './excise-codes.ts';
export { dutyTypes, exciseCodes, formatTypes } from './excise-codes.ts';
export type { ActiveFilters, FacetCounts, FacetProduct } from './facet-counts.ts';
export { countFacets } from './facet-counts.ts';
export type { FiscalYearSettings } from './fiscal-year.ts';
export { fiscalYearOf } from './fiscal-year.ts';
export type { AllowedCountryCode } from './geography.ts';
export { allowedCountries, departmentCodes, departmentOfPostalCode, isAllowedCountry } from './geography.ts';
export type { InterfaceLanguage } from './languages.ts';
export { defaultLanguage, eLabelLanguages, interfaceLanguages } from './languages.ts';
export type { CalendarDate } from './paris-time.ts';
export {
  formatParisDateTime,
  nextSaturdays,
  parisDate,
  parisDateOf,
  parisStartOfDay,
  parisTime,
} from './paris-time.ts';
export type { PaymentDelay } from './payment-delays.ts';
export { computeDueDate, findPaymentDelay, paymentDelayLabel, paymentDelays } from './payment-delays.ts';
export type { PaymentType } from './payment-types.ts';
export { backOfficePaymentTypes, paymentTypeLabels, paymentTypes } from './payment-types.ts';
export type { IsoDate, PlainDate, PlainDateInput } from './plain-date.ts';
export {
  addDays,
  comparePlainDates,
  daysInMonth,
  endOfMonth,
  isCalendarDate,
  parseDateText,
  toIsoDate,
  toPlainDate,
} from './plain-date.ts';
export type { ProductFilterGroup } from './product-filters.ts';
export {
  isNamedVintage,
  nonNamedVintages,
  productFilterFixed,
  productFilterGroups,
} from './product-filters.ts';
export type { Season } from './seasons.ts';
export { seasonOf, seasons } from './seasons.ts';
export type {
  CreditStatus,
  DeliveryStatus,
  ImportStatus,
  LegalDocumentStatus,
  NotificationState,
  OrderStatus,
  PaymentStatus,
  ProductStatus,
  SepaMandateStatus,
  StatusFamily,
  StatusGroup,
  StatusInfo,
} from './statuses.ts';
export {
  creditStatuses,
  deliveryStatuses,
  describeStatus,
  importStatuses,
  legalDocumentStatuses,
  notificationStates,
  orderStatuses,
  paymentStatuses,
  productStatuses,
  sepaMandateStatuses,
  statusColors,
  statusGroupColors,
  statusGroups,
  statusInfo,
} from './statuses.ts';
export type { Viewport } from './ui-constants.ts';
export {
  breakpointsPx,
  chartColors,
  clientStorage,
  defaultRichTextSizePt,
  layoutPx,
  richTextHeadings,
  richTextSizesPt,
  themePrimaryColor,
  timersMs,
  viewportOf,
} from './ui-constants.ts';
