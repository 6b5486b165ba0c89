'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { setPasswordAction } from '@/app/login/set-password/[token]/actions';
import { setPasswordInput, type SetPasswordInput } from '@/lib/core/users/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';

export function SetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordInput>({ resolver: zodResolver(setPasswordInput), defaultValues: { token, password: '', confirm: '' } });

  if (done)
    return (
      <div className="space-y-4" data-testid="password-set">
        <Alert tone="info">Your password is set. Sign in with {done}.</Alert>
        <Link href="/login" className="text-sm font-medium text-indigo-700 hover:underline">
          Sign in
        </Link>
      </div>
    );

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await setPasswordAction(values);
    if (result.ok) return setDone(result.data.email);
    for (const [field, messages] of Object.entries(result.fieldErrors)) {
      if (field === 'password' || field === 'confirm') setError(field, { type: 'server', message: messages[0] });
      else setFormError(messages[0] ?? null);
    }
    if (result.formError) setFormError(result.formError);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError ? <Alert>{formError}</Alert> : null}
      <input type="hidden" {...register('token')} />
      <div>
        <Label htmlFor="new-password">New password</Label>
        <Input id="new-password" type="password" autoComplete="new-password" className="mt-1.5" aria-invalid={errors.password ? true : undefined} aria-describedby="new-password-error" {...register('password')} />
        <FieldError id="new-password-error" message={errors.password?.message} />
      </div>
      <div>
        <Label htmlFor="confirm-password">Repeat it</Label>
        <Input id="confirm-password" type="password" autoComplete="new-password" className="mt-1.5" aria-invalid={errors.confirm ? true : undefined} aria-describedby="confirm-password-error" {...register('confirm')} />
        <FieldError id="confirm-password-error" message={errors.confirm?.message} />
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Set password'}
      </Button>
    </form>
  );
}
