import { Query, Resolver } from '@nestjs/graphql';
import { Ctx, type RequestContext } from '@vendure/core';
import { pluginInjector } from './runtime';
import { leaselineCheckoutFor } from './shop-api';

/**
 * `leaselineCheckout` on the shop API. Decorators are applied as functions below (what a compiler emits
 * for them), so the plugin loads under any TypeScript transpiler, with or without legacy decorators.
 */
export class LeaselineShopResolver {
  leaselineCheckout(ctx: RequestContext) {
    const injector = pluginInjector.get();
    return injector ? leaselineCheckoutFor(injector, ctx) : null;
  }
}

Resolver()(LeaselineShopResolver);
const key = 'leaselineCheckout';
Query()(LeaselineShopResolver.prototype, key, Object.getOwnPropertyDescriptor(LeaselineShopResolver.prototype, key)!);
Ctx()(LeaselineShopResolver.prototype, key, 0);
