export { type BuildAppOptions, buildApp } from './app.ts';
export { isApiPath, type RouteAccess } from './http/access.ts';
export { ownOrigin, publicBaseUrl, servedOverHttps } from './http/public-address.ts';
export { runInReadScope, writeCount } from './http/read-scope.ts';
// The web's API answer types come from these schemas (type-only: no server code reaches the browser).
export type { activityEntry } from './modules/activity/activity.schemas.ts';
export type { adminMaintenance, adminShop, adminUser } from './modules/admin/admin.schemas.ts';
export type { exciseCoverageAnswer, exciseRateAnswer } from './modules/admin/excise-rates.schemas.ts';
export type {
  bookableEvent,
  cartCheck,
  cartPriceAnswer,
  sellerOptions,
} from './modules/cart/cart.schemas.ts';
export type {
  builderAnswer,
  builderUpdateBody,
  shopBuilder,
} from './modules/catalogue/builders.schemas.ts';
export type {
  formatPrice,
  product,
  productCard,
  productDetail,
  productFilters,
  productFormat,
  productSummary,
  stockStatus,
} from './modules/catalogue/catalogue.schemas.ts';
export type { productAdmin, productAdminBody } from './modules/catalogue/product-admin.schemas.ts';
export type { staffProduct } from './modules/catalogue/product-list.schemas.ts';
export type { promoCodeAnswer } from './modules/catalogue/promo-codes.schemas.ts';
export type { tarifImportAnswer, tarifTypology } from './modules/catalogue/tarifs.schemas.ts';
export type { calendarFeedCreated, calendarFeedState, calendarItem } from './modules/crm/calendar.schemas.ts';
export type {
  clientAnswer,
  clientBody,
  clientBulkBody,
  clientDataExport,
  clientListItem,
  duplicateAnswer,
  timelineEntry,
} from './modules/crm/clients.schemas.ts';
export type {
  boardColumnAnswer,
  opportunityAnswer,
  opportunityBody,
  ownerChoiceAnswer,
  stageAnswer,
} from './modules/crm/opportunities.schemas.ts';
export type { prospectAnswer, prospectFollowUpBody } from './modules/crm/prospection.schemas.ts';
export type { taskAnswer, taskAssignee, taskBody } from './modules/crm/tasks.schemas.ts';
export type {
  agentSummary,
  buyerSummary,
  shopSummary,
} from './modules/dashboard/dashboard.schemas.ts';
export type { digitalLink, elabel, shopElabel } from './modules/elabels/elabels.schemas.ts';
export type { eventAnswer, eventListItem } from './modules/events/events.schemas.ts';
export type { daySheetAnswer, touristTaxAnswer } from './modules/events/reservation-reports.ts';
export type { reservationAnswer, reservationBody } from './modules/events/reservations.schemas.ts';
export type { apiKeySummary, createdApiKey, me, sessionAnswer } from './modules/identity/identity.schemas.ts';
export type { userAddress, userAddressBody } from './modules/identity/user-addresses.schemas.ts';
export type { jobAnswer } from './modules/jobs/jobs.routes.ts';
export { startJobRunner } from './modules/jobs/runner.ts';
export type { outboxMail } from './modules/mail/mail.schemas.ts';
export { smtpTransport, startOutboxDispatcher } from './modules/mail/outbox-dispatcher.ts';
export type {
  marketingListAnswer,
  marketingListMemberAnswer,
} from './modules/marketing/lists.schemas.ts';
export type { imageUploadAnswer } from './modules/media/media.schemas.ts';
export type { notificationAnswer } from './modules/notifications/notifications.schemas.ts';
export type {
  outstandingAnswer,
  outstandingsSummaryAnswer,
  unpaidAnswer,
} from './modules/payments/outstandings.schemas.ts';
export type {
  billRefAnswer,
  clientChoiceAnswer,
  creditAnswer,
  creditRowAnswer,
  paymentAnswer,
  paymentRowAnswer,
} from './modules/payments/receivables.schemas.ts';
export type { cardProviderAnswer } from './modules/payments/refunds-mandates.routes.ts';
export type { mandateAnswer, refundAnswer } from './modules/payments/refunds-mandates.schemas.ts';
export type {
  billReminderAnswer,
  reminderAnswer,
  reminderPreviewAnswer,
  reminderSettingsAnswer,
  reminderSettingsBody,
} from './modules/payments/reminders.schemas.ts';
export type { maintenanceStateSchema } from './modules/platform/platform.schemas.ts';
export type {
  mailDraftAnswer,
  mailModelsAnswer,
  previewAnswer,
  sentAnswer,
} from './modules/sales/document-editor.schemas.ts';
export type { documentAnswer } from './modules/sales/documents.schemas.ts';
export type { documentChain, orderBackOfficeDetail } from './modules/sales/order-documents.ts';
export type { orderBackOfficeRow } from './modules/sales/order-list.ts';
export type { authenticationAnswer, confirmAnswer, groupAnswer } from './modules/sales/payments.schemas.ts';
export type {
  checkoutAnswer,
  orderDetail,
  orderListItem,
  paymentStatus,
} from './modules/sales/sales.schemas.ts';
export type {
  orderShippingAnswer,
  sampleAnswer,
  shipmentAnswer,
} from './modules/sales/shipments.schemas.ts';
export { shopEmbeddingOrigins } from './modules/settings/embedding-origins.ts';
export type { CollaboratorAnswer, SettingsAnswer } from './modules/settings/settings.schemas.ts';
export type { shopEditor } from './modules/settings/shop-editor.schemas.ts';
export type { legalTexts } from './modules/settings/shop-legal.schemas.ts';
export type { shopMe } from './modules/settings/shop-me.schemas.ts';
export type { clientTypologyAnswer } from './modules/shops/shop-clients.schemas.ts';
export type {
  eventSummary,
  legalNotice,
  pageBlock,
  publicShop,
  shopDetail,
  shopHeader,
  shopPage,
  shopTab,
  shopViewer,
  sitemap,
} from './modules/shops/shops.schemas.ts';
export type { allocationAnswer, allocationBody } from './modules/stocks/allocations.schemas.ts';
export type { crdItemAnswer, crdMonthAnswer } from './modules/stocks/crd.schemas.ts';
export type { drmLineAnswer } from './modules/stocks/drm.schemas.ts';
export type {
  inventoryAnswer,
  movementAnswer,
  stockLevelAnswer,
  warehouseAnswer,
} from './modules/stocks/stocks.schemas.ts';
export type { agentAnswer, agentCreateBody, agentUpdateBody } from './modules/team/agents.schemas.ts';
export type {
  collaboratorAnswer,
  collaboratorCreateBody,
  collaboratorUpdateBody,
  structureAnswer,
} from './modules/team/team.schemas.ts';
