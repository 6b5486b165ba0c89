import type { ApplicationDetail } from '@/lib/core/applications/get-application';
import type { ApplicantView } from '@/lib/core/applications/views';

const person = (p: ApplicantView) => ({
  name: { title: p.title, first: p.firstName, middle: p.middleName, last: p.lastName },
  email: p.email,
});

/** The application as GET /applications/{application} returns it (API description 2.9). */
export function presentApplication({ application, applicant, coApplicant }: ApplicationDetail) {
  return {
    id: String(application.id),
    uuid: application.uuid,
    applicant: person(applicant),
    coapplicant: coApplicant ? person(coApplicant) : null,
    status_code: application.stateCode,
  };
}
