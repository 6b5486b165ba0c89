import type { ComponentProps } from 'react';
import { cn } from './cn';

const variants = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 disabled:bg-indigo-400',
  secondary: 'bg-white text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
} as const;

// 44 px touch targets on phones and on any touch screen (WCAG 2.5.5); the compact sizes with a mouse.
const sizes = {
  sm: 'h-8 px-2.5 text-sm gap-1.5 max-sm:h-11 max-sm:px-3 pointer-coarse:h-11',
  md: 'h-10 px-4 text-sm gap-2 max-sm:h-11 pointer-coarse:h-11',
} as const;

export type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes };

/** The button look, for links that should look like buttons. */
export function buttonClass({ variant = 'primary', size = 'md' }: ButtonStyle = {}, className?: string): string {
  return cn(
    'inline-flex items-center justify-center rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}
