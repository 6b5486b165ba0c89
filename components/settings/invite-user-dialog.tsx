'use client';

import { useForm, useWatch } from 'react-hook-form';
import { inviteUserAction } from '@/app/(portal)/settings/users/actions';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { roleLabels } from '@/components/shell/labels';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogSubmit } from '@/components/ui/dialog';
import type { OnDemandDialogProps } from '@/components/ui/dialog-on-demand';
import { Field, describedBy } from '@/components/ui/field';
import { applyActionErrors, messageOf } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { InviteUserInput } from '@/lib/core/users/schemas';
import { roleOptions, StorePicker, worksAtStores, type RetailerRow } from './user-form-parts';
import { useFormDialog } from './use-form-dialog';

const resolver = lazyZodResolver(() => import('@/lib/core/users/schemas').then((m) => m.inviteUserInput));

const inviteFields = ['email', 'name', 'role', 'retailerId', 'storeIds'] as const;

export type InviteUserDialogProps = { isAdmin: boolean; retailers: RetailerRow[]; onDone: (email: string) => void };

/** Settings → Users: invite someone (an e-mail with a one-time set-password link). */
export function InviteUserDialog({ isAdmin, retailers, onDone, trigger, defaultOpen = false }: InviteUserDialogProps & OnDemandDialogProps) {
  const { open, close, onOpenChange, formError, setFormError } = useFormDialog(defaultOpen);
  const defaultValues: InviteUserInput = { email: '', name: '', role: 'clerk', retailerId: retailers[0]?.id, storeIds: [] };
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues });
  const role = useWatch({ control, name: 'role' });
  const retailerId = Number(useWatch({ control, name: 'retailerId' }));
  const stores = retailers.find((r) => r.id === retailerId)?.stores ?? [];

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await inviteUserAction({ ...values, retailerId: isAdmin && values.role !== 'admin' ? values.retailerId : undefined });
    if (!result.ok) return setFormError(applyActionErrors(result, inviteFields, setError));
    close();
    onDone(values.email);
    reset({ ...defaultValues, role: values.role, retailerId: values.retailerId });
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title="Invite a user"
      description="They get an e-mail with a link to choose their password; the link works once, for 72 hours."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        {formError ? <Alert>{formError}</Alert> : null}
        <Field id="invite-name" label="Name" error={errors.name?.message}>
          <Input id="invite-name" autoComplete="off" {...describedBy('invite-name', errors.name?.message)} {...register('name')} />
        </Field>
        <Field id="invite-email" label="E-mail" error={errors.email?.message}>
          <Input id="invite-email" type="email" autoComplete="off" {...describedBy('invite-email', errors.email?.message)} {...register('email')} />
        </Field>
        <Field id="invite-role" label="Role" error={errors.role?.message}>
          <Select id="invite-role" {...describedBy('invite-role', errors.role?.message)} {...register('role')}>
            {roleOptions(isAdmin).map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </Select>
        </Field>
        {isAdmin && role !== 'admin' ? (
          <Field id="invite-retailer" label="Retailer" error={messageOf(errors.retailerId)}>
            <Select
              id="invite-retailer"
              {...describedBy('invite-retailer', messageOf(errors.retailerId))}
              {...register('retailerId', { onChange: () => setValue('storeIds', []) })}
            >
              {retailers.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {worksAtStores(role) ? <StorePicker idPrefix="invite" stores={stores} registration={register('storeIds')} error={messageOf(errors.storeIds)} /> : null}
        <DialogSubmit pending={isSubmitting} label="Send invitation" pendingLabel="Sending…" testId="send-invite" />
      </form>
    </Dialog>
  );
}

