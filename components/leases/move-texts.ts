import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { LeaseActionChoice } from './types';

export const titles = { deliver: 'Mark delivered', fund: 'Mark funded', cancel: 'Cancel lease' } as const;

export const questions = {
  deliver: (loan: string) => `Mark lease ${loan} delivered?`,
  fund: (loan: string) => `Mark lease ${loan} funded?`,
  cancel: (loan: string) => `Cancel lease ${loan}?`,
} as const;

export const consequences = {
  deliver: 'Confirm only once the customer has the merchandise. The lease moves to Delivered and can then be funded.',
  fund: 'The merchant is paid and the customer’s payments fall due. This cannot be undone.',
  cancel: 'The lease and its application are cancelled. This cannot be undone.',
} as const;

/** A move's button: primary when the lease's state allows it now, muted otherwise; cancelling is never primary. */
export const moveTriggerClass = (choice: LeaseActionChoice) =>
  cn(buttonClass({ variant: choice.action === 'cancel' || !choice.allowedNow ? 'secondary' : 'primary', size: 'sm' }), !choice.allowedNow && 'text-slate-600');
