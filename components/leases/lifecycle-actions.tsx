'use client';

import { useLoadOnDemand } from '@/components/shell/load-on-demand';
import { moveTriggerClass, titles } from './move-texts';
import type { LeaseActionChoice, LeaseMoves } from './types';

type Props = {
  lease: { id: number; loanNumber: string };
  choices: LeaseActionChoice[];
  moves: LeaseMoves;
};

/** The confirmation dialogs (Radix AlertDialog) are one chunk, loaded when a move's button is pointed at, focused or pressed. */
const loadMoveDialog = () => import('./move-dialog').then((m) => m.MoveDialog);

/**
 * The lease moves the signed-in role may make (deliver, fund, cancel: SPEC §5, through the core's
 * transition table), each behind a confirmation dialog (move-dialog.tsx). The page first loads the
 * buttons alone (issue 17: signed-in pages <= 170 KB); pressing one swaps in its dialog, already open.
 */
export function LifecycleActions({ lease, choices, moves }: Props) {
  if (!choices.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="lease-actions">
      {choices.map((choice) => (
        <div key={choice.action} className="flex items-center gap-2">
          <MoveOnDemand lease={lease} choice={choice} moves={moves} />
          {!choice.allowedNow ? (
            <span id={`lease-action-${choice.action}-hint`} className="text-xs text-slate-600">
              needs a lease that is {choice.from.join(' or ')}
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}

function MoveOnDemand({ lease, choice, moves }: { lease: Props['lease']; choice: LeaseActionChoice; moves: LeaseMoves }) {
  const { Loaded, preload, open } = useLoadOnDemand(loadMoveDialog);
  if (Loaded) return <Loaded lease={lease} choice={choice} moves={moves} defaultOpen />;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={moveTriggerClass(choice)}
      aria-describedby={choice.allowedNow ? undefined : `lease-action-${choice.action}-hint`}
      data-testid={`lease-action-${choice.action}`}
      data-allowed={choice.allowedNow}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
    >
      {titles[choice.action]}
    </button>
  );
}
