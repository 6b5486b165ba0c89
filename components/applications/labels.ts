import type { ApplicationState } from '@/db/schema/enums';
import type { LeaseState } from '@/db/schema/enums';
import type { BadgeTone } from '@/components/ui/badge';

/** Plain names for the state codes of SPEC §5, and the colour each wears. */
export const applicationStateLabels: Record<ApplicationState, { label: string; tone: BadgeTone }> = {
  V: { label: 'Verification pending', tone: 'blue' },
  R: { label: 'Manual review', tone: 'amber' },
  A: { label: 'Approved', tone: 'green' },
  L: { label: 'Leased', tone: 'violet' },
  N: { label: 'Declined', tone: 'red' },
  X: { label: 'Cancelled', tone: 'slate' },
  E: { label: 'Expired', tone: 'slate' },
};

export const leaseStateLabels: Record<LeaseState, { label: string; tone: BadgeTone }> = {
  V: { label: 'Awaiting signature', tone: 'blue' },
  S: { label: 'Signed', tone: 'violet' },
  D: { label: 'Delivered', tone: 'violet' },
  F: { label: 'Funded', tone: 'green' },
  P: { label: 'Paid out', tone: 'slate' },
  X: { label: 'Cancelled', tone: 'slate' },
};

export const dateTypeLabels = {
  created_at: 'Created',
  updated_at: 'Updated',
  decided_at: 'Decided',
} as const;
