import { LanguageCode } from '@vendure/core';
import type { ConfigArgs, ConfigArgValues } from '@vendure/core/dist/common/configurable-operation';
import { createLeaselineClient, type LeaselineClient } from './client';

/** When a fulfilment settles the payment (and delivers the lease). */
export const SETTLE_ON = ['Shipped', 'Delivered'] as const;
export type SettleOn = (typeof SETTLE_ON)[number];

const en = (value: string) => [{ languageCode: LanguageCode.en, value }];

/**
 * The payment method's arguments: what a merchant enters in Vendure's admin (Settings → Payment methods).
 * The token and the webhook secret use the admin's password input, so they are not shown once saved.
 */
export const leaselineArgs = {
  baseUri: { type: 'string', label: en('Leaseline base URI'), description: en('e.g. https://leaseline.example') },
  apiToken: { type: 'string', label: en('API token'), description: en("A token of the store (or its retailer) from Leaseline's portal."), ui: { component: 'password-form-input' } },
  retailerSlug: { type: 'string', label: en('Retailer slug') },
  storeSlug: { type: 'string', label: en('Store slug') },
  webhookSecret: {
    type: 'string',
    required: false,
    label: en('Webhook signing secret'),
    description: en('The whsec_… secret Leaseline showed when the webhook endpoint was created.'),
    ui: { component: 'password-form-input' },
  },
  settleOn: {
    type: 'string',
    defaultValue: 'Delivered',
    label: en('Settle (deliver the lease) when a fulfilment is'),
    ui: { component: 'select-form-input', options: SETTLE_ON.map((value) => ({ value, label: en(value) })) },
  },
  signingReturnUrl: {
    type: 'string',
    required: false,
    label: en('Return URL after e-signing'),
    description: en('Where the shopper lands after signing; {orderCode} is replaced by the order code.'),
  },
} satisfies ConfigArgs;

export type LeaselineSettings = {
  baseUri: string;
  apiToken: string;
  retailerSlug: string;
  storeSlug: string;
  webhookSecret: string;
  settleOn: SettleOn;
  signingReturnUrl: string;
};

export function settingsFrom(args: ConfigArgValues<typeof leaselineArgs>): LeaselineSettings {
  return {
    baseUri: String(args.baseUri ?? '').replace(/\/+$/, ''),
    apiToken: String(args.apiToken ?? ''),
    retailerSlug: String(args.retailerSlug ?? ''),
    storeSlug: String(args.storeSlug ?? ''),
    webhookSecret: String(args.webhookSecret ?? ''),
    settleOn: args.settleOn === 'Shipped' ? 'Shipped' : 'Delivered',
    signingReturnUrl: String(args.signingReturnUrl ?? ''),
  };
}

/** The handler's arguments as stored on a PaymentMethod (`[{ name, value }]`), read into settings. */
export function settingsOfStoredArgs(stored: { name: string; value: string }[]): LeaselineSettings {
  const values = Object.fromEntries(stored.map((a) => [a.name, a.value]));
  return settingsFrom(values as ConfigArgValues<typeof leaselineArgs>);
}

export function clientOf(settings: LeaselineSettings): LeaselineClient {
  return createLeaselineClient({ baseUrl: settings.baseUri, token: settings.apiToken, headers: { 'User-Agent': '@leaseline/vendure-plugin' } });
}
