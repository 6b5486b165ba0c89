'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { loginAction } from '@/lib/auth/login-action';
import { loginSchema, type LoginInput } from '@/lib/auth/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';

type Props = { callbackUrl: string; notice: string | null; initialError: string | null };

export function LoginForm({ callbackUrl, notice, initialError }: Props) {
  const [formError, setFormError] = useState<string | null>(initialError);
  const [codeRequired, setCodeRequired] = useState(false);
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    resetField,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '', code: '', callbackUrl } });

  const onSubmit = handleSubmit(
    (values) => {
      setFormError(null);
      startTransition(async () => {
        // On success the action redirects and this never returns.
        const result = await loginAction(values);
        for (const [field, messages] of Object.entries(result.fieldErrors)) {
          if (field === 'email' || field === 'password') setError(field, { message: messages[0] });
        }
        if (result.codeRequired) {
          // The password was right; two-factor sign-in is on: ask for the code, keep the password.
          setCodeRequired(true);
          setFormError(result.formError);
          resetField('code');
          setTimeout(() => setFocus('code'), 0);
          return;
        }
        if (result.formError) {
          setFormError(result.formError);
          resetField('password');
          setFocus('password');
        }
      });
    },
    () => setFormError(null),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-describedby={formError ? 'login-error' : undefined}>
      {notice && !formError ? <Alert tone="info">{notice}</Alert> : null}
      {formError ? (
        <Alert id="login-error" data-testid="login-error">
          {formError}
        </Alert>
      ) : null}
      <input type="hidden" {...register('callbackUrl')} />
      <div>
        <Label htmlFor="email">E-mail</Label>
        <Input
          id="email"
          type="email"
          autoComplete="username"
          autoFocus
          className="mt-1.5"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'email-error' : undefined}
          {...register('email')}
        />
        <FieldError id="email-error" message={errors.email?.message} />
      </div>
      <div>
        <Label htmlFor="password">Password</Label>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          className="mt-1.5"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'password-error' : undefined}
          {...register('password')}
        />
        <FieldError id="password-error" message={errors.password?.message} />
      </div>
      {codeRequired ? (
        <div>
          <Label htmlFor="code">Authentication code</Label>
          <Input id="code" inputMode="numeric" autoComplete="one-time-code" className="mt-1.5" aria-describedby="code-hint" data-testid="login-code" {...register('code')} />
          <p id="code-hint" className="mt-1 text-xs text-slate-600">
            The six-digit code from your authenticator app, or one of your recovery codes.
          </p>
        </div>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
