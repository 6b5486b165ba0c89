'use client';

import { useForm, useWatch } from 'react-hook-form';
import type { Role } from '@/db/schema/enums';
import type { UserListItem } from '@/lib/core/users/list-users';
import { updateUserAction } from '@/app/(portal)/settings/users/actions';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { roleLabels } from '@/components/shell/labels';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogSubmit } from '@/components/ui/dialog';
import type { OnDemandDialogProps } from '@/components/ui/dialog-on-demand';
import { Field, describedBy } from '@/components/ui/field';
import { applyActionErrors, messageOf } from '@/components/ui/form-errors';
import { Select } from '@/components/ui/select';
import { roleOptions, StorePicker, worksAtStores, type StoreOption } from './user-form-parts';
import { useFormDialog } from './use-form-dialog';

const resolver = lazyZodResolver(() => import('@/lib/core/users/schemas').then((m) => m.updateUserInput));

const editFields = ['role', 'storeIds'] as const;

export type EditUserDialogProps = { user: UserListItem; isAdmin: boolean; stores: StoreOption[] };

/** Settings → Users: a user's role and stores. */
export function EditUserDialog({ user, isAdmin, stores, trigger, defaultOpen = false }: EditUserDialogProps & OnDemandDialogProps) {
  const { open, close, onOpenChange, formError, setFormError } = useFormDialog(defaultOpen);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { userId: user.id, role: user.role, storeIds: user.stores.map((s) => String(s.id)) },
  });
  const role = useWatch({ control, name: 'role' });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await updateUserAction(values);
    if (result.ok) return close();
    setFormError(applyActionErrors(result, editFields, setError));
  });
  const roles = user.retailerId === null ? (['admin'] as Role[]) : roleOptions(isAdmin).filter((r) => r !== 'admin');
  const roleId = `role-${user.id}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} trigger={trigger} title={`Role and stores of ${user.name}`}>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        {formError ? <Alert>{formError}</Alert> : null}
        <Field id={roleId} label="Role" error={errors.role?.message}>
          <Select id={roleId} {...describedBy(roleId, errors.role?.message)} {...register('role')}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </Select>
        </Field>
        {worksAtStores(role) ? <StorePicker idPrefix={`edit-${user.id}`} stores={stores} registration={register('storeIds')} error={messageOf(errors.storeIds)} /> : null}
        <DialogSubmit pending={isSubmitting} label="Save" pendingLabel="Saving…" />
      </form>
    </Dialog>
  );
}
