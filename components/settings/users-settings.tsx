'use client';

import { useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Role } from '@/db/schema/enums';
import type { UserListItem } from '@/lib/core/users/list-users';
import type { inviteUserInput, updateUserInput, InviteUserInput, UpdateUserInput } from '@/lib/core/users/schemas';
import {
  disableUserAction,
  enableUserAction,
  inviteUserAction,
  resetTwoFactorAction,
  sendPasswordResetAction,
  setRetailerTwoFactorAction,
  setUserTwoFactorAction,
  updateUserAction,
} from '@/app/(portal)/settings/users/actions';
import { roleLabels } from '@/components/shell/labels';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog, dialogFooter } from '@/components/ui/dialog';
import { Field, describedBy } from '@/components/ui/field';
import { applyActionErrors } from '@/components/ui/form-errors';
import { FieldError, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { lazyResolver } from '@/components/forms/lazy-resolver';

// zod and the form's schema load with its first validation (issue 17's first-load budget); the schema is
// the one the server action checks.
const inviteUserInputResolver = lazyResolver(async () => {
  const [{ zodResolver }, { inviteUserInput }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/core/users/schemas')]);
  return zodResolver(inviteUserInput);
});
const updateUserInputResolver = lazyResolver(async () => {
  const [{ zodResolver }, { updateUserInput }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/core/users/schemas')]);
  return zodResolver(updateUserInput);
});

type RetailerRow = { id: number; name: string; requireTwoFactor: boolean; stores: { id: number; name: string }[] };
type Props = { currentUserId: number; isAdmin: boolean; users: UserListItem[]; retailers: RetailerRow[] };

const statusTone = { active: 'green', invited: 'blue', disabled: 'slate', locked: 'amber' } as const;

export function UsersSettings({ currentUserId, isAdmin, users, retailers }: Props) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <InviteDialog isAdmin={isAdmin} retailers={retailers} onDone={(email) => setNotice(`Invitation sent to ${email}.`)} />
        {retailers.map((r) => (
          <RetailerTwoFactor key={r.id} retailer={r} showName={isAdmin} />
        ))}
      </div>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="users-table">
          <caption className="sr-only">Staff users</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2.5">Name</th>
              <th scope="col" className="px-3 py-2.5">Role</th>
              <th scope="col" className="px-3 py-2.5">Stores</th>
              <th scope="col" className="px-3 py-2.5">Status</th>
              <th scope="col" className="px-3 py-2.5">Two-factor</th>
              <th scope="col" className="px-3 py-2.5">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((u) => (
              <tr key={u.id} data-testid={`user-row-${u.email}`}>
                <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900">
                  {u.name}
                  <span className="block text-xs font-normal text-slate-600">{u.email}</span>
                  {isAdmin && u.retailerName ? <span className="block text-xs font-normal text-slate-600">{u.retailerName}</span> : null}
                </th>
                <td className="px-3 py-2.5">{roleLabels[u.role]}</td>
                <td className="px-3 py-2.5 text-slate-700">{u.role === 'clerk' || u.role === 'sales' ? u.stores.map((s) => s.name).join(', ') : 'All stores'}</td>
                <td className="px-3 py-2.5">
                  <Badge tone={statusTone[u.status]}>{u.status}</Badge>
                </td>
                <td className="px-3 py-2.5 text-slate-700">
                  {u.twoFactorEnabled ? 'On' : 'Off'}
                  {u.twoFactorRequired ? <span className="block text-xs text-slate-600">required</span> : null}
                </td>
                <td className="px-3 py-2.5">
                  {u.id === currentUserId ? (
                    <span className="text-xs text-slate-600">You</span>
                  ) : (
                    <div className="flex flex-wrap gap-1.5">
                      <EditDialog user={u} isAdmin={isAdmin} stores={retailers.find((r) => r.id === u.retailerId)?.stores ?? []} />
                      <ConfirmDialog
                        trigger="Reset password"
                        title={`Send ${u.name} a password link?`}
                        description={`An e-mail to ${u.email} with a one-time link, valid for 72 hours, to choose a new password.`}
                        confirmLabel="Send link"
                        onConfirm={() => sendPasswordResetAction({ userId: u.id })}
                      />
                      <ConfirmDialog
                        trigger={u.twoFactorRequired ? 'Don’t require 2FA' : 'Require 2FA'}
                        title={u.twoFactorRequired ? `Stop requiring two-factor for ${u.name}?` : `Require two-factor sign-in for ${u.name}?`}
                        description={u.twoFactorRequired ? 'Their retailer’s own setting still applies.' : 'They must set up an authenticator app before they can do anything else.'}
                        confirmLabel="Confirm"
                        onConfirm={() => setUserTwoFactorAction({ userId: u.id, required: !u.twoFactorRequired })}
                      />
                      {u.twoFactorEnabled ? (
                        <ConfirmDialog
                          trigger="Reset 2FA"
                          title={`Reset ${u.name}’s two-factor sign-in?`}
                          description="Their authenticator and recovery codes stop working. Use this when they lost their phone."
                          confirmLabel="Reset"
                          onConfirm={() => resetTwoFactorAction({ userId: u.id })}
                        />
                      ) : null}
                      {u.status === 'disabled' ? (
                        <ConfirmDialog trigger="Enable" title={`Enable ${u.name}?`} description="They can sign in again." confirmLabel="Enable" onConfirm={() => enableUserAction({ userId: u.id })} />
                      ) : (
                        <ConfirmDialog
                          trigger="Disable"
                          triggerTestId={`disable-${u.email}`}
                          title={`Disable ${u.name}?`}
                          description="They are signed out on their next click and cannot sign in until enabled again."
                          confirmLabel="Disable"
                          onConfirm={() => disableUserAction({ userId: u.id })}
                        />
                      )}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function RetailerTwoFactor({ retailer, showName }: { retailer: RetailerRow; showName: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid={`retailer-2fa-${retailer.id}`}>
      <span>
        {showName ? `${retailer.name}: ` : ''}two-factor sign-in is <strong>{retailer.requireTwoFactor ? 'required' : 'optional'}</strong>
      </span>
      <ConfirmDialog
        trigger={retailer.requireTwoFactor ? 'Make optional' : 'Require for everyone'}
        title={retailer.requireTwoFactor ? 'Make two-factor optional?' : 'Require two-factor sign-in for everyone?'}
        description={retailer.requireTwoFactor ? 'Users who set it up keep it; others may sign in with a password alone.' : 'Every user of the retailer must set up an authenticator app at their next sign-in.'}
        confirmLabel="Confirm"
        onConfirm={() => setRetailerTwoFactorAction({ retailerId: retailer.id, required: !retailer.requireTwoFactor })}
      />
    </div>
  );
}

type StoreOption = { id: number; name: string };

/** Checkboxes of the retailer's stores, registered as one array field (`storeIds`), its error tied to the group. */
function StorePicker({ idPrefix, stores, registration, error }: { idPrefix: string; stores: StoreOption[]; registration: UseFormRegisterReturn; error?: string }) {
  const errorId = `${idPrefix}-stores-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-700">Stores (clerks and sales staff)</legend>
      <div className="mt-1 grid max-h-48 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
        {stores.map((s) => (
          <label key={s.id} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" value={String(s.id)} {...registration} />
            {s.name}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

const roleOptions = (isAdmin: boolean): Role[] => (isAdmin ? ['clerk', 'sales', 'manager', 'admin'] : ['clerk', 'sales', 'manager']);
const worksAtStores = (role: unknown) => role === 'clerk' || role === 'sales';
const messageOf = (error: unknown) => (error as { message?: string } | undefined)?.message;

const inviteFields = ['email', 'name', 'role', 'retailerId', 'storeIds'] as const;

function InviteDialog({ isAdmin, retailers, onDone }: { isAdmin: boolean; retailers: RetailerRow[]; onDone: (email: string) => void }) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const defaultValues: InviteUserInput = { email: '', name: '', role: 'clerk', retailerId: retailers[0]?.id, storeIds: [] };
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<InviteUserInput, unknown, z.output<typeof inviteUserInput>>({ resolver: inviteUserInputResolver, defaultValues });
  const role = useWatch({ control, name: 'role' });
  const retailerId = Number(useWatch({ control, name: 'retailerId' }));
  const stores = retailers.find((r) => r.id === retailerId)?.stores ?? [];

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await inviteUserAction({ ...values, retailerId: isAdmin && values.role !== 'admin' ? values.retailerId : undefined });
    if (!result.ok) return setFormError(applyActionErrors(result, inviteFields, setError));
    setOpen(false);
    onDone(values.email);
    reset({ ...defaultValues, role: values.role, retailerId: values.retailerId });
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setFormError(null);
      }}
      trigger={<Button data-testid="invite-user">Invite user</Button>}
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
        <div className={dialogFooter}>
          <Button type="submit" disabled={isSubmitting} data-testid="send-invite">
            {isSubmitting ? 'Sending…' : 'Send invitation'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const editFields = ['role', 'storeIds'] as const;

function EditDialog({ user, isAdmin, stores }: { user: UserListItem; isAdmin: boolean; stores: StoreOption[] }) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<UpdateUserInput, unknown, z.output<typeof updateUserInput>>({
    resolver: updateUserInputResolver,
    defaultValues: { userId: user.id, role: user.role, storeIds: user.stores.map((s) => String(s.id)) },
  });
  const role = useWatch({ control, name: 'role' });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await updateUserAction(values);
    if (result.ok) return setOpen(false);
    setFormError(applyActionErrors(result, editFields, setError));
  });
  const roles = user.retailerId === null ? (['admin'] as Role[]) : roleOptions(isAdmin).filter((r) => r !== 'admin');
  const roleId = `role-${user.id}`;
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={<Button size="sm" variant="secondary">Edit</Button>} title={`Role and stores of ${user.name}`}>
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
        <div className={dialogFooter}>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
