import type { FieldPath } from 'react-hook-form';
import type { IntakeValues } from './intake-values';

/** The step (0-based) that holds a field, by its schema path: where to send the clerk to fix it. */
export function stepOfPath(path: string): number {
  if (/^applicant\.(primaryIncome|secondaryIncome)/.test(path)) return 1;
  if (path === 'store_id' || path.startsWith('applicant')) return 0;
  if (path.startsWith('banking')) return 2;
  if (path.startsWith('co_applicant')) return 3;
  return 4;
}

/** The fields a step's Next button validates (RHF `trigger` with the schema's full paths); the Store is on step one. */
export function fieldsOfStep(step: number, values: IntakeValues): FieldPath<IntakeValues>[] {
  switch (step) {
    case 0:
      return [
        'store_id',
        'applicant.first_name',
        'applicant.middle_name',
        'applicant.last_name',
        'applicant.social_security_number',
        'applicant.date_of_birth',
        'applicant.email',
        'applicant.cell',
        'applicant.phone',
        'applicant.identification',
        'applicant.identification_issuer',
        'applicant.location',
      ];
    case 1:
      return values.withSecondIncome ? ['applicant.primaryIncome', 'applicant.secondaryIncome'] : ['applicant.primaryIncome'];
    case 2:
      return ['banking'];
    case 3:
      return values.withCoApplicant ? ['co_applicant'] : [];
    default:
      return ['consent'];
  }
}

/** Dotted paths of every error in an RHF errors tree. */
export function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return 'message' in value && typeof value.message === 'string' ? [path] : errorPaths(value, path);
  });
}

export function newReferenceId(): string {
  // crypto.getRandomValues works on plain-http intranet hosts too, unlike randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `portal-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
