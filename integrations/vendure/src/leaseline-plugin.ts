import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { EventBus, Injector, LanguageCode, PluginCommonModule, VendurePlugin, type RuntimeVendureConfig } from '@vendure/core';
import type { Subscription } from 'rxjs';
import { leaselineEligibilityChecker } from './eligibility-checker';
import { leaselineFulfillmentProcess } from './fulfillment-settles';
import { cancelLeasesOfCancelledOrders } from './order-cancellation';
import { leaselinePaymentHandler } from './payment-handler';
import { pluginInjector } from './runtime';
import { shopApiSchema } from './shop-api';
import { LeaselineShopResolver } from './shop-resolver';
import { WEBHOOK_ROUTE, webhookMiddleware } from './webhooks';

export type LeaselinePluginOptions = {
  /** Add the `leasable` custom field to products (default true); the eligibility checker reads it. */
  leasableCustomField?: boolean;
};

/**
 * Leaseline lease-to-own as a Vendure payment method (integrations/vendure/README.md):
 *
 *   plugins: [LeaselinePlugin.init({})]
 *
 * then in the admin: a payment method with the `leaseline` handler and the `leaseline-eligibility`
 * checker, its settings filled in.
 */
export class LeaselinePlugin implements OnApplicationBootstrap, OnApplicationShutdown {
  static options: LeaselinePluginOptions = {};
  private subscription?: Subscription;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly eventBus: EventBus,
  ) {}

  static init(options: LeaselinePluginOptions = {}) {
    LeaselinePlugin.options = options;
    return LeaselinePlugin;
  }

  onApplicationBootstrap() {
    const injector = new Injector(this.moduleRef);
    pluginInjector.set(injector);
    this.subscription = cancelLeasesOfCancelledOrders(this.eventBus, injector);
  }

  onApplicationShutdown() {
    this.subscription?.unsubscribe();
  }
}

function configure(config: RuntimeVendureConfig): RuntimeVendureConfig {
  config.paymentOptions.paymentMethodHandlers.push(leaselinePaymentHandler);
  config.paymentOptions.paymentMethodEligibilityCheckers = [...(config.paymentOptions.paymentMethodEligibilityCheckers ?? []), leaselineEligibilityChecker];
  config.shippingOptions.process = [...(config.shippingOptions.process ?? []), leaselineFulfillmentProcess];
  if (LeaselinePlugin.options.leasableCustomField !== false) {
    config.customFields.Product = [
      ...(config.customFields.Product ?? []),
      { name: 'leasable', type: 'boolean', defaultValue: true, public: true, nullable: false, label: [{ languageCode: LanguageCode.en, value: 'Leasable with Leaseline' }] },
    ];
  }
  // Before Vendure's body parsers: the signature covers the raw bytes.
  config.apiOptions.middleware.push({ route: WEBHOOK_ROUTE, handler: webhookMiddleware(pluginInjector.get) as never, beforeListen: true });
  return config;
}

// The decorators, applied as functions (see shop-resolver.ts for why).
VendurePlugin({
  imports: [PluginCommonModule],
  configuration: configure,
  shopApiExtensions: { schema: shopApiSchema, resolvers: [LeaselineShopResolver] },
  compatibility: '^3.0.0',
})(LeaselinePlugin);
Inject(ModuleRef)(LeaselinePlugin, undefined, 0);
Inject(EventBus)(LeaselinePlugin, undefined, 1);
