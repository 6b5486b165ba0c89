'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { ActionResult } from '@/lib/auth/authed-action';
import type { LookupInput } from '@/lib/core/applications/schemas';
import { DateField, SsnField, TextField } from '@/components/intake/fields';
import { mappedResolver, withoutBlanks } from '@/components/intake/mapped-resolver';
import { applyServerErrors } from '@/components/intake/server-errors';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DecisionSummary } from './decision-summary';
import type { DecisionView } from './decision-view';
import { applicationStateLabels } from './labels';

type Found = { applicationId: number; name: string; decision: DecisionView };
export type Lookup = (input: LookupInput) => Promise<ActionResult<Found>>;
type Values = { last_name: string; date_of_birth: string; social_security_number: string };

const empty: Values = { last_name: '', date_of_birth: '', social_security_number: '' };
const resolver = mappedResolver<Values>(() => import('@/lib/core/applications/schemas').then((m) => m.lookupSchema), (values) => values);

/** Lookup (API 4.7) with the shared `lookupSchema`; the answer links to the application page. */
export function LookupForm({ lookup }: { lookup: Lookup }) {
  const form = useForm<Values>({ resolver, defaultValues: empty, mode: 'onTouched' });
  const [found, setFound] = useState<Found | null>(null);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    setFound(null);
    const result = await lookup(withoutBlanks(values));
    if (result.ok) {
      setFound(result.data);
      return;
    }
    if (result.code === 'not_found') {
      setMessage({ tone: 'info', text: 'No application in your stores matches these details. Check the spelling of the last name, the date of birth and the SSN.' });
      return;
    }
    const { unplaced } = applyServerErrors(form, result.fieldErrors);
    if (unplaced.length || result.formError) setMessage({ tone: 'error', text: unplaced.join(' ') || result.formError! });
  });

  return (
    <div className="space-y-5">
      <Card className="p-5 sm:p-6">
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="lookup-form">
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField name="last_name" label="Last name" autoComplete="off" />
              <DateField name="date_of_birth" label="Date of birth" />
              <SsnField name="social_security_number" />
            </div>
            <div className="flex justify-end">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? 'Searching…' : 'Find application'}
              </Button>
            </div>
          </form>
        </FormProvider>
      </Card>

      {message ? (
        <Alert tone={message.tone} data-testid="lookup-message">
          {message.text}
        </Alert>
      ) : null}

      {found ? (
        <div className="space-y-3" data-testid="lookup-result">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-lg font-semibold text-slate-900">{found.name}</h2>
            <Badge tone={applicationStateLabels[found.decision.stateCode].tone}>{applicationStateLabels[found.decision.stateCode].label}</Badge>
            <span className="font-mono text-xs text-slate-500">#{found.applicationId}</span>
          </div>
          <DecisionSummary
            decision={found.decision}
            actions={
              <Link href={`/applications/${found.applicationId}`} className={buttonClass()}>
                Open application #{found.applicationId}
              </Link>
            }
          />
        </div>
      ) : null}
    </div>
  );
}
