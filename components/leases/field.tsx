/** The form field moved to components/ui/field.tsx (settings forms use it too); lease forms keep this path. */
export { Field, describedBy } from '@/components/ui/field';
