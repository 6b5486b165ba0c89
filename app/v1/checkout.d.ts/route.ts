import { checkoutDeclarations } from '@/lib/checkout/script/declarations';
import { serveStaticAsset, staticAsset } from '@/lib/checkout/static-asset';

/** TypeScript declarations of checkout.js, for merchants' own code. */
const asset = staticAsset(checkoutDeclarations, 'application/typescript; charset=utf-8');

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return serveStaticAsset(request, asset);
}

export { GET as HEAD };
