import type { ActionErrorCode, ActionResult } from '@/lib/auth/authed-action';
import type { EsignPanel, EsignType } from '@/lib/core/esign';
import type { FieldErrors } from '@/lib/core/errors';

/** What the signing form holds (consent starts unticked; the schema then demands `true`). */
export type SignFormValues = {
  token: string;
  consent: boolean;
  signerName: string;
  signature: { kind: 'typed' } | { kind: 'drawn'; pngDataUrl: string };
};

/** The public signing action's answer: like a staff action's, plus "this link can no longer be signed". */
export type SignResult =
  | { ok: true; data: { returnUrl: string | null } }
  | { ok: false; code: ActionErrorCode | 'unavailable'; fieldErrors: FieldErrors; formError: string | null };

export type SignAction = (input: SignFormValues) => Promise<SignResult>;

export type SendSigningLink = (input: { lease: number; channel: EsignType }) => Promise<ActionResult<EsignPanel>>;
export type VoidSigningLink = (input: { lease: number }) => Promise<ActionResult<EsignPanel>>;
export type FetchEsignPanel = (input: { lease: number }) => Promise<ActionResult<EsignPanel>>;
