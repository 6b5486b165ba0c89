'use client';

import { revokeApiTokenAction } from '@/app/(portal)/settings/api-tokens/actions';
import { LocalTime } from '@/components/esign/local-time';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import type { RetailerOption } from './create-token-dialog';

// The create form loads when its button is wanted (React Hook Form stays out of the first load).
const loadCreateTokenDialog = () => import('./create-token-dialog').then((m) => m.CreateTokenDialog);

type TokenRow = { id: number; name: string; prefix: string; retailerName: string; storeName: string | null; createdBy: string | null; createdAt: string; lastUsedAt: string | null };

export function ApiTokensSettings({ tokens, retailers }: { tokens: TokenRow[]; retailers: RetailerOption[] }) {
  return (
    <div className="space-y-5">
      <DialogOnDemand load={loadCreateTokenDialog} trigger={<Button data-testid="create-token">Create token</Button>} props={{ retailers }} />
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="tokens-table">
          <caption className="sr-only">Live API tokens</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2.5">Name</th>
              <th scope="col" className="px-3 py-2.5">Prefix</th>
              <th scope="col" className="px-3 py-2.5">Scope</th>
              <th scope="col" className="px-3 py-2.5">Created</th>
              <th scope="col" className="px-3 py-2.5">Last used</th>
              <th scope="col" className="px-3 py-2.5"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {tokens.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-slate-600">
                  No live tokens.
                </td>
              </tr>
            ) : null}
            {tokens.map((t) => (
              <tr key={t.id} data-testid={`token-row-${t.name}`}>
                <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900">{t.name}</th>
                <td className="px-3 py-2.5 font-mono text-xs">{t.prefix}…</td>
                <td className="px-3 py-2.5">{t.storeName ? `Store ${t.storeName}` : `All stores of ${t.retailerName}`}</td>
                <td className="px-3 py-2.5">
                  <LocalTime iso={t.createdAt} locale="en-US" />
                  {t.createdBy ? <span className="block text-xs text-slate-600">by {t.createdBy}</span> : null}
                </td>
                <td className="px-3 py-2.5" data-testid="token-last-used">{t.lastUsedAt ? <LocalTime iso={t.lastUsedAt} locale="en-US" /> : 'Never'}</td>
                <td className="px-3 py-2.5">
                  <ConfirmDialog
                    trigger="Revoke"
                    triggerTestId={`revoke-${t.name}`}
                    title={`Revoke “${t.name}”?`}
                    description="Requests with this token are refused (401) from the next one on. This cannot be undone."
                    confirmLabel="Revoke"
                    onConfirm={() => revokeApiTokenAction({ tokenId: t.id })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
