import type { Applicant } from '@/db/schema/applicants';
import type { Application } from '@/db/schema/applications';

/** An applicant as the core hands it out: no ciphertext, no blind index; the SSN only as its last four. */
export type ApplicantView = Omit<Applicant, 'ssnCiphertext' | 'ssnKeyVersion' | 'ssnBlindIndex'>;

/** An application without its bank ciphertexts (the account's last four stay). */
export type ApplicationView = Omit<Application, 'routingCiphertext' | 'accountCiphertext' | 'bankKeyVersion'>;

export function applicantView(applicant: Applicant): ApplicantView {
  const { ssnCiphertext: _c, ssnKeyVersion: _v, ssnBlindIndex: _b, ...view } = applicant;
  return view;
}

export function applicationView(application: Application): ApplicationView {
  const { routingCiphertext: _r, accountCiphertext: _a, bankKeyVersion: _v, ...view } = application;
  return view;
}
