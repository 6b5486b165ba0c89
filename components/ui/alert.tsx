import type { ComponentProps } from 'react';
import { cn } from './cn';

const tones = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-blue-50 text-blue-800 ring-blue-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const;

/** A message block; `role="alert"` for errors so screen readers announce them. */
export function Alert({ tone = 'error', className, ...props }: ComponentProps<'div'> & { tone?: keyof typeof tones }) {
  return <div role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-md px-4 py-3 text-sm ring-1 ring-inset', tones[tone], className)} {...props} />;
}
