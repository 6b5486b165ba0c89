'use client';

import { useFormContext } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Field, describedBy } from '../field';
import type { LeaseFormValues } from '../lease-values';

/** Who sold it: name, e-mail and phone, printed on the contract. */
export function SalesPersonSection({ message }: { message: (path: string) => string | undefined }) {
  const { register } = useFormContext<LeaseFormValues>();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold text-slate-900">Sales person</h2>
      </CardHeader>
      <CardBody className="grid gap-4 sm:grid-cols-3">
        <Field id="sales_person.name" label="Name" error={message('sales_person.name')}>
          <Input id="sales_person.name" autoComplete="off" {...describedBy('sales_person.name', message('sales_person.name'))} {...register('sales_person.name')} />
        </Field>
        <Field id="sales_person.email" label="E-mail" error={message('sales_person.email')}>
          <Input id="sales_person.email" type="email" autoComplete="off" {...describedBy('sales_person.email', message('sales_person.email'))} {...register('sales_person.email')} />
        </Field>
        <Field id="sales_person.phone" label="Phone" error={message('sales_person.phone')}>
          <Input id="sales_person.phone" type="tel" inputMode="tel" autoComplete="off" {...describedBy('sales_person.phone', message('sales_person.phone'))} {...register('sales_person.phone')} />
        </Field>
      </CardBody>
    </Card>
  );
}
