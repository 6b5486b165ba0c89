import type { Application } from '@/db/schema/applications';
import { ConflictError } from '../errors';
import { nextApplicationState } from '../applications/transitions';

/** Only an approval awaiting the applicant's confirmation (state V, decision A, not expired) takes codes. */
export function assertAwaitingVerification(application: Application, now: Date): void {
  if (application.stateCode === 'A' && application.verifiedAt) throw new ConflictError('This application is already verified.');
  // The table says whether the state may move to A; only a model approval (not a review) waits for a code.
  nextApplicationState('verify', application);
  if (application.decisionCode !== 'A') throw new ConflictError('Only an approved application awaits verification.');
  if (application.expiresAt && application.expiresAt.getTime() <= now.getTime()) throw new ConflictError('This approval has expired.');
}

/** `(512) ***-**23`-style masks for confirmation texts: enough to recognise, not to reuse. */
export function maskRecipient(channel: 'sms' | 'email', to: string): string {
  if (channel === 'sms') return `(***) ***-${to.slice(-4)}`;
  const [local = '', domain = ''] = to.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
