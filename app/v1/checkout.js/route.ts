import { checkoutScript } from '@/lib/checkout/script/bundle.generated';
import { serveStaticAsset, staticAsset } from '@/lib/checkout/static-asset';

/** checkout.js (docs/checkout.md): built from lib/checkout/script/checkout.ts by `npm run build:checkout-js`. */
const asset = staticAsset(checkoutScript, 'text/javascript; charset=utf-8');

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return serveStaticAsset(request, asset);
}

export { GET as HEAD };
