'use client';

import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { loadDraft, saveDraft } from './draft';
import { emptyIntake, type IntakeValues } from './intake-values';

/** Restores the draft once after hydration (sessionStorage does not exist on the server) and saves every change. */
export function useIntakeDraft(form: UseFormReturn<IntakeValues>, draftKey: string, defaultStore: string): void {
  useEffect(() => {
    const draft = loadDraft(draftKey);
    if (!draft) return;
    form.reset({ ...emptyIntake(defaultStore), ...draft, consent: false, draftRestored: true }, { keepDefaultValues: true });
  }, [draftKey, defaultStore, form]);

  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(draftKey, values) }), [draftKey, form]);
}
