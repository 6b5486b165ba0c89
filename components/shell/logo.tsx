import { cn } from '@/components/ui/cn';

/** The Leaseline mark: a rising line in a rounded square. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('h-8 w-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-indigo-600" />
      <path d="M8 22 L14 15 L18 18 L24 10" fill="none" stroke="white" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
