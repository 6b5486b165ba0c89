/**
 * What the shell's menu buttons show, shared by the real Radix trigger and the light stand-in button that
 * renders before the menu's code is loaded (load-on-demand.ts), so both look and read the same.
 */
const chevron = (
  <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-slate-500">
    <path fill="currentColor" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
  </svg>
);

export const userMenuTriggerClass =
  'flex min-h-11 items-center gap-2 rounded-md py-1.5 pl-1.5 pr-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function UserMenuFace({ name, roleLabel, scopeLabel }: { name: string; roleLabel: string; scopeLabel: string }) {
  return (
    <>
      <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-800">
        {initials(name)}
      </span>
      <span className="hidden min-w-0 flex-col md:flex">
        <span className="truncate text-sm font-medium text-slate-900">{name}</span>
        <span className="truncate text-xs text-slate-600">
          {roleLabel} · {scopeLabel}
        </span>
      </span>
      <span className="sr-only md:hidden">Account menu for {name}</span>
      {chevron}
    </>
  );
}

export const bellTriggerClass =
  'relative flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';

export const bellLabel = (unread: number) => (unread ? `Notifications, ${unread} unread` : 'Notifications');

export function BellFace({ unread }: { unread: number }) {
  return (
    <>
      <svg aria-hidden viewBox="0 0 24 24" className="h-6 w-6">
        <path d="M6 16V11a6 6 0 1112 0v5l1.5 2h-15zM10 20.5a2 2 0 004 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      {unread ? (
        <span aria-hidden className="absolute right-1 top-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-5 text-white" data-testid="notifications-badge">
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </>
  );
}

export const storeSwitcherTriggerClass =
  'flex min-h-11 min-w-0 max-w-[11rem] items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:max-w-xs';

export function StoreSwitcherFace({ label }: { label: string }) {
  return (
    <>
      <span className="sr-only">Store: </span>
      <span className="truncate">{label}</span>
      {chevron}
    </>
  );
}

export const navMenuTriggerClass =
  '-ml-2 flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden';

export function NavMenuFace() {
  return (
    <>
      <svg aria-hidden viewBox="0 0 24 24" className="h-6 w-6">
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="sr-only">Menu</span>
    </>
  );
}
