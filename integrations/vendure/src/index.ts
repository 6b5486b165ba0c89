export { LeaselinePlugin, type LeaselinePluginOptions } from './leaseline-plugin';
export { leaselinePaymentHandler, LEASELINE_HANDLER_CODE, type LeaselinePaymentMetadata } from './payment-handler';
export { leaselineEligibilityChecker } from './eligibility-checker';
export { WEBHOOK_ROUTE } from './webhooks';
