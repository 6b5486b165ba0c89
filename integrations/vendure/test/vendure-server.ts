import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DefaultLogger, LanguageCode, LogLevel, mergeConfig, type InitialData } from '@vendure/core';
import { createTestEnvironment, PostgresInitializer, registerInitializer, SqljsInitializer, testConfig, type TestEnvironment } from '@vendure/testing';
import { LeaselinePlugin } from '../src/index';

/** A shop with nothing but what a US store needs: one zone, no tax (the lease adds the state's), flat shipping. */
const initialData: InitialData = {
  defaultLanguage: LanguageCode.en,
  defaultZone: 'US',
  taxRates: [{ name: 'No tax', percentage: 0 }],
  shippingMethods: [{ name: 'Delivery', price: 5000 }],
  paymentMethods: [],
  countries: [{ name: 'United States', code: 'US', zone: 'US' }],
  collections: [],
};

/** Leasable goods, and a gift card that is not (its `leasable` is switched off by the test through the admin API). */
const productsCsv = `name,slug,description,assets,facets,optionGroups,optionValues,sku,price,taxCategory,stockOnHand,trackInventory,variantAssets,variantFacets
Sectional sofa,sectional-sofa,A three-seat sectional,,,,,SOFA-3,899.00,standard,100,false,,
Recliner,recliner,A power recliner,,,,,RECL-1,450.00,standard,100,false,,
Dining set,dining-set,Table and four chairs,,,,,DINE-5,1200.00,standard,100,false,,
Gift card,gift-card,A store gift card,,,,,GIFT-100,100.00,standard,100,false,,
`;

export type VendureShop = TestEnvironment & { stop: () => Promise<void> };

/**
 * A real Vendure server (@vendure/testing) with the Leaseline plugin, on PostgreSQL when DATABASE_URL is
 * set and on its SQLite driver (sql.js, no native build) otherwise.
 */
export async function startVendure(port: number, options: { storefrontOrigin?: string } = {}): Promise<VendureShop> {
  const dir = mkdtempSync(path.join(tmpdir(), 'leaseline-vendure-'));
  const csv = path.join(dir, 'products.csv');
  writeFileSync(csv, productsCsv);
  const databaseUrl = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : null;
  if (databaseUrl) registerInitializer('postgres', new PostgresInitializer());
  else registerInitializer('sqljs', new SqljsInitializer(dir));
  const config = mergeConfig(testConfig, {
    apiOptions: { port },
    logger: process.env.LOG ? new DefaultLogger({ level: LogLevel.Info }) : testConfig.logger,
    plugins: [LeaselinePlugin.init({})],
    ...(databaseUrl
      ? {
          dbConnectionOptions: {
            type: 'postgres' as const,
            host: databaseUrl.hostname,
            port: Number(databaseUrl.port || 5432),
            username: decodeURIComponent(databaseUrl.username || 'postgres'),
            password: decodeURIComponent(databaseUrl.password || ''),
            synchronize: true,
          },
        }
      : {}),
  });
  if (options.storefrontOrigin) {
    // A storefront on another origin reads the session's bearer token from this header, which CORS hides
    // unless exposed. Set outright: mergeConfig cannot merge an object into testConfig's `cors: true`.
    config.apiOptions.cors = { origin: [options.storefrontOrigin], credentials: true, exposedHeaders: ['vendure-auth-token'] };
  }
  const env = createTestEnvironment(config);
  await env.server.init({ initialData, productsCsvPath: csv, customerCount: 1 });
  return {
    ...env,
    stop: async () => {
      await env.server.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
