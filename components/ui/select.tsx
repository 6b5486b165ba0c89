import type { ComponentProps } from 'react';
import { cn } from './cn';
import { fieldClass } from './input';

/** A native select, styled: keyboard, screen readers and mobile pickers work as people expect. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClass, 'h-10 pr-8 max-sm:h-11 pointer-coarse:h-11', className)} {...props} />;
}
