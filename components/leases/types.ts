import type { ActionResult } from '@/lib/auth/authed-action';
import type { LeaseAction } from '@/lib/core/leases/transitions';
import type { LeaseEntityInput } from '@/lib/core/leases/schemas';
import type { LeasePreview } from '@/lib/core/leases/preview-lease';
import type { QuoteView } from './quote-view';

/** The builder's live totals as the browser gets them. */
export type LeasePreviewView = Omit<LeasePreview, 'quote'> & { quote: QuoteView | null };

export type PreviewLease = (request: LeaseEntityInput) => Promise<ActionResult<LeasePreviewView>>;
export type CreateLease = (request: LeaseEntityInput) => Promise<ActionResult<{ id: number; loanNumber: string }>>;

/** A lease action the signed-in role may take, and whether the lease's state allows it now. */
export type LeaseActionChoice = {
  action: Extract<LeaseAction, 'deliver' | 'fund' | 'cancel'>;
  allowedNow: boolean;
  /** The states it can be taken from, in words: "signed". */
  from: string[];
};

type MoveResult = Promise<ActionResult<{ stateCode: string }>>;
export type LeaseMoves = {
  deliver: (input: { lease: number }) => MoveResult;
  fund: (input: { lease: number }) => MoveResult;
  cancel: (input: { lease: number; reason: string }) => MoveResult;
};
