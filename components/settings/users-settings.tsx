'use client';

import { useState } from 'react';
import type { UserListItem } from '@/lib/core/users/list-users';
import {
  disableUserAction,
  enableUserAction,
  resetTwoFactorAction,
  sendPasswordResetAction,
  setRetailerTwoFactorAction,
  setUserTwoFactorAction,
} from '@/app/(portal)/settings/users/actions';
import { roleLabels } from '@/components/shell/labels';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import type { RetailerRow } from './user-form-parts';

// The two form dialogs load when their button is wanted (React Hook Form stays out of the first load).
const loadInviteDialog = () => import('./invite-user-dialog').then((m) => m.InviteUserDialog);
const loadEditDialog = () => import('./edit-user-dialog').then((m) => m.EditUserDialog);

type Props = { currentUserId: number; isAdmin: boolean; users: UserListItem[]; retailers: RetailerRow[] };

const statusTone = { active: 'green', invited: 'blue', disabled: 'slate', locked: 'amber' } as const;

export function UsersSettings({ currentUserId, isAdmin, users, retailers }: Props) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <DialogOnDemand
          load={loadInviteDialog}
          trigger={<Button data-testid="invite-user">Invite user</Button>}
          props={{ isAdmin, retailers, onDone: (email: string) => setNotice(`Invitation sent to ${email}.`) }}
        />
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
                      <DialogOnDemand
                        load={loadEditDialog}
                        trigger={<Button size="sm" variant="secondary">Edit</Button>}
                        props={{ user: u, isAdmin, stores: retailers.find((r) => r.id === u.retailerId)?.stores ?? [] }}
                      />
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
