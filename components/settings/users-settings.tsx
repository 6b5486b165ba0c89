'use client';

import { useState, useTransition, type FormEvent } from 'react';
import type { Role } from '@/db/schema/enums';
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
import { FieldError, Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

type UserRow = {
  id: number;
  email: string;
  name: string;
  role: Role;
  retailerId: number | null;
  retailerName: string | null;
  stores: { id: number; name: string }[];
  status: 'active' | 'invited' | 'disabled' | 'locked';
  twoFactorEnabled: boolean;
  twoFactorRequired: boolean;
  lastLoginAt: string | null;
};
type RetailerRow = { id: number; name: string; requireTwoFactor: boolean; stores: { id: number; name: string }[] };
type Props = { currentUserId: number; isAdmin: boolean; users: UserRow[]; retailers: RetailerRow[] };
type Errors = Record<string, string[]>;

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

function StorePicker({ stores, selected, onChange, error }: { stores: { id: number; name: string }[]; selected: number[]; onChange: (ids: number[]) => void; error?: string[] }) {
  return (
    <fieldset aria-describedby={error ? 'stores-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">Stores (clerks and sales staff)</legend>
      <div className="mt-1 grid max-h-48 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
        {stores.map((s) => (
          <label key={s.id} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={selected.includes(s.id)} onChange={(e) => onChange(e.target.checked ? [...selected, s.id] : selected.filter((id) => id !== s.id))} />
            {s.name}
          </label>
        ))}
      </div>
      <FieldError id="stores-error" message={error?.[0]} />
    </fieldset>
  );
}

const roleOptions = (isAdmin: boolean): Role[] => (isAdmin ? ['clerk', 'sales', 'manager', 'admin'] : ['clerk', 'sales', 'manager']);

function InviteDialog({ isAdmin, retailers, onDone }: { isAdmin: boolean; retailers: RetailerRow[]; onDone: (email: string) => void }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ email: '', name: '', role: 'clerk' as Role, retailerId: retailers[0]?.id ?? 0, storeIds: [] as number[] });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const stores = retailers.find((r) => r.id === form.retailerId)?.stores ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await inviteUserAction({ ...form, retailerId: isAdmin && form.role !== 'admin' ? form.retailerId : undefined });
      if (result.ok) {
        setOpen(false);
        onDone(form.email);
        setForm((f) => ({ ...f, email: '', name: '', storeIds: [] }));
        setErrors({});
        return;
      }
      setErrors(result.fieldErrors);
      setFormError(result.formError);
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setErrors({});
        setFormError(null);
      }}
      trigger={<Button data-testid="invite-user">Invite user</Button>}
      title="Invite a user"
      description="They get an e-mail with a link to choose their password; the link works once, for 72 hours."
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        {formError ? <Alert>{formError}</Alert> : null}
        <div>
          <Label htmlFor="invite-name">Name</Label>
          <Input id="invite-name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} aria-invalid={errors.name ? true : undefined} aria-describedby="invite-name-error" />
          <FieldError id="invite-name-error" message={errors.name?.[0]} />
        </div>
        <div>
          <Label htmlFor="invite-email">E-mail</Label>
          <Input id="invite-email" type="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} aria-invalid={errors.email ? true : undefined} aria-describedby="invite-email-error" />
          <FieldError id="invite-email-error" message={errors.email?.[0]} />
        </div>
        <div>
          <Label htmlFor="invite-role">Role</Label>
          <Select id="invite-role" value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as Role })} aria-describedby="invite-role-error">
            {roleOptions(isAdmin).map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </Select>
          <FieldError id="invite-role-error" message={errors.role?.[0]} />
        </div>
        {isAdmin && form.role !== 'admin' ? (
          <div>
            <Label htmlFor="invite-retailer">Retailer</Label>
            <Select id="invite-retailer" value={form.retailerId} onChange={(e) => setForm({ ...form, retailerId: Number(e.target.value), storeIds: [] })}>
              {retailers.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Select>
            <FieldError id="invite-retailer-error" message={errors.retailerId?.[0]} />
          </div>
        ) : null}
        {form.role === 'clerk' || form.role === 'sales' ? <StorePicker stores={stores} selected={form.storeIds} onChange={(storeIds) => setForm({ ...form, storeIds })} error={errors.storeIds} /> : null}
        <div className={dialogFooter}>
          <Button type="submit" disabled={pending} data-testid="send-invite">
            {pending ? 'Sending…' : 'Send invitation'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function EditDialog({ user, isAdmin, stores }: { user: UserRow; isAdmin: boolean; stores: { id: number; name: string }[] }) {
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<Role>(user.role);
  const [storeIds, setStoreIds] = useState(user.stores.map((s) => s.id));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await updateUserAction({ userId: user.id, role, storeIds });
      if (result.ok) return setOpen(false);
      setErrors(result.fieldErrors);
      setFormError(result.formError);
    });
  };
  const roles = user.retailerId === null ? (['admin'] as Role[]) : roleOptions(isAdmin).filter((r) => r !== 'admin');
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={<Button size="sm" variant="secondary">Edit</Button>} title={`Role and stores of ${user.name}`}>
      <form onSubmit={submit} noValidate className="space-y-3">
        {formError ? <Alert>{formError}</Alert> : null}
        <div>
          <Label htmlFor={`role-${user.id}`}>Role</Label>
          <Select id={`role-${user.id}`} value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </Select>
          <FieldError id={`role-${user.id}-error`} message={errors.role?.[0]} />
        </div>
        {role === 'clerk' || role === 'sales' ? <StorePicker stores={stores} selected={storeIds} onChange={setStoreIds} error={errors.storeIds} /> : null}
        <div className={dialogFooter}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
