import { ActiveOrderService, Injector, OrderService, type RequestContext } from '@vendure/core';
import gql from 'graphql-tag';
import { leaselineMethodOfChannel } from './leaseline-payments';
import { toDollars } from './order-to-lease';

export const shopApiSchema = gql`
  type LeaselineCheckoutCustomer {
    first_name: String
    last_name: String
    email: String
    cell_phone: String
  }
  """
  What the storefront passes to checkout.js: Leaseline.init({ baseUri, retailerSlug, storeSlug }).apply(cb, { cartTotal, reference_id, customer }).
  """
  type LeaselineCheckout {
    baseUri: String!
    retailerSlug: String!
    storeSlug: String!
    "The payment method's code, for addPaymentToOrder({ method, metadata: { checkoutId } })."
    paymentMethodCode: String!
    reference_id: String!
    "The active order's total with tax, in dollars."
    cartTotal: Float!
    customer: LeaselineCheckoutCustomer!
  }
  extend type Query {
    "Null without an active order or when the channel has no enabled Leaseline payment method."
    leaselineCheckout: LeaselineCheckout
  }
`;

/** The shop API's `leaselineCheckout` query, as a plain function of the request (the resolver calls it). */
export async function leaselineCheckoutFor(injector: Injector, ctx: RequestContext) {
  const order = await injector.get(ActiveOrderService).getActiveOrder(ctx, undefined);
  if (!order) return null;
  const found = await leaselineMethodOfChannel(injector, ctx);
  if (!found) return null;
  const { method, settings } = found;
  // The active order comes without its customer; the prefill needs the name, e-mail and phone.
  const customer = (await injector.get(OrderService).findOne(ctx, order.id, ['customer']))?.customer;
  return {
    baseUri: settings.baseUri,
    retailerSlug: settings.retailerSlug,
    storeSlug: settings.storeSlug,
    paymentMethodCode: method.code,
    reference_id: order.code,
    cartTotal: toDollars(order.totalWithTax),
    customer: {
      first_name: customer?.firstName ?? null,
      last_name: customer?.lastName ?? null,
      email: customer?.emailAddress ?? null,
      cell_phone: customer?.phoneNumber ?? null,
    },
  };
}
