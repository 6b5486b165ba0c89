import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { can } from '@/lib/core/access';
import { listRetailersAndStores } from '@/lib/core/stores/list-retailers-and-stores';
import { listApiTokens } from '@/lib/core/tokens/list-api-tokens';
import { ApiTokensSettings } from '@/components/settings/api-tokens-settings';

export const metadata: Metadata = { title: 'API tokens' };

export default async function ApiTokensPage() {
  const ctx = await requireStaffCtx('/settings/api-tokens');
  if (!can(ctx.actor, 'token.manage')) notFound();
  const [tokens, retailers] = await Promise.all([listApiTokens(ctx), listRetailersAndStores(ctx)]);
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">API tokens</h1>
        <p className="mt-1 text-sm text-slate-600">Bearer tokens for your systems calling the Leaseline API, each bound to the retailer or to one store.</p>
      </div>
      <ApiTokensSettings
        tokens={tokens.map((t) => ({ ...t, createdAt: t.createdAt.toISOString(), lastUsedAt: t.lastUsedAt?.toISOString() ?? null }))}
        retailers={retailers.map((r) => ({ slug: r.slug, name: r.name, stores: r.stores.map((s) => ({ slug: s.slug, name: s.name })) }))}
      />
    </div>
  );
}
