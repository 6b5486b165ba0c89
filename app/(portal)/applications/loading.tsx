import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { PipelineTableSkeleton } from '@/components/applications/pipeline-table';

export default function Loading() {
  return (
    <div className="space-y-5" aria-busy="true">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Applications</h1>
        <Skeleton className="mt-2 h-4 w-72" />
      </div>
      <div className="flex gap-2 border-b border-slate-200 pb-2">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} className="h-7 w-24" />
        ))}
      </div>
      <div className="flex gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-40" />
        ))}
      </div>
      <Card className="overflow-hidden">
        <PipelineTableSkeleton />
      </Card>
    </div>
  );
}
