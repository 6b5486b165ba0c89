import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { decisionOf, type ApplicationDecision } from './decision';
import { loadApplication, type ApplicationRef } from './internal';
import { applicantView, applicationView, type ApplicantView, type ApplicationView } from './views';

export type ApplicationDetail = {
  application: ApplicationView;
  applicant: ApplicantView;
  coApplicant: ApplicantView | null;
  decision: ApplicationDecision | null;
};

/** GET /applications/{application} (4.8) and the portal's application page. Out of scope → not found. */
export async function getApplication(ctx: Ctx, ref: ApplicationRef): Promise<ApplicationDetail> {
  requirePermission(ctx, 'application.read');
  const { application, applicant, coApplicant } = await loadApplication(ctx, ref);
  return {
    application: applicationView(application),
    applicant: applicantView(applicant),
    coApplicant: coApplicant ? applicantView(coApplicant) : null,
    decision: application.decisionCode ? decisionOf(application, applicant) : null,
  };
}
