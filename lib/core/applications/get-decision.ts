import type { Ctx } from '../context';
import { NotFoundError } from '../errors';
import { requirePermission } from '../access';
import { decisionOf, type ApplicationDecision } from './decision';
import { loadApplication, type ApplicationRef } from './internal';

/** The recorded decision of an application in scope (terms, offers and scores read it). */
export async function getDecision(ctx: Ctx, ref: ApplicationRef): Promise<ApplicationDecision> {
  requirePermission(ctx, 'application.read');
  const { application, applicant } = await loadApplication(ctx, ref);
  if (!application.decisionCode) throw new NotFoundError('This application has no decision yet.');
  return decisionOf(application, applicant);
}
