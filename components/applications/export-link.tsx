'use client';

import { useSearchParams } from 'next/navigation';
import { buttonClass } from '@/components/ui/button';

/** Downloads the pipeline's current filters as CSV (every matching row, not only this page). */
export function ExportLink() {
  const params = new URLSearchParams(useSearchParams().toString());
  params.delete('page');
  params.delete('per_page');
  const search = params.toString();
  return (
    <a href={`/applications/export${search ? `?${search}` : ''}`} className={buttonClass({ variant: 'secondary', size: 'sm' })} data-testid="pipeline-export" download>
      Export CSV
    </a>
  );
}
