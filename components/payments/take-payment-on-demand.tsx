'use client';

import { useLoadOnDemand } from '@/components/shell/load-on-demand';
import { Button } from '@/components/ui/button';
import type { LedgerPanelData, TakePaymentAction } from './types';

/** The dialog (Radix Dialog) is its own chunk, loaded when the button is pointed at, focused or pressed. */
const loadTakePayment = () => import('./take-payment-dialog').then((m) => m.TakePaymentDialog);

/**
 * Take payment as the lease page first loads it: the dialog's button alone, with none of the dialog's
 * code (issue 17: signed-in pages <= 170 KB); pressing it swaps in the dialog, already open.
 */
export function TakePaymentOnDemand(props: { ledger: LedgerPanelData; takePayment: TakePaymentAction }) {
  const { Loaded, preload, open } = useLoadOnDemand(loadTakePayment);
  if (Loaded) return <Loaded {...props} defaultOpen />;
  return (
    <Button data-testid="take-payment" aria-haspopup="dialog" aria-expanded={false} onPointerEnter={preload} onFocus={preload} onClick={open}>
      Take payment
    </Button>
  );
}
