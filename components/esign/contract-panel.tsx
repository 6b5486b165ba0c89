import { buttonClass } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/**
 * Download the lease's contract as a PDF, in English or Spanish, as the agreement or the payment
 * schedule. A plain GET form: the route answers the file as an attachment (and audits the download),
 * so it works without JavaScript and the page stays where it is.
 */
export function ContractPanel({ href, defaultLanguage }: { href: string; defaultLanguage: 'en' | 'es' }) {
  return (
    <Card data-testid="contract-panel">
      <CardHeader>
        <h2 className="text-base font-semibold text-slate-900">Contract</h2>
      </CardHeader>
      <CardBody>
        <form method="get" action={href} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div>
            <Label htmlFor="contract-language">Language</Label>
            <Select id="contract-language" name="language" defaultValue={defaultLanguage} className="mt-1">
              <option value="en">English</option>
              <option value="es">Spanish</option>
            </Select>
          </div>
          <div>
            <Label htmlFor="contract-type">Document</Label>
            <Select id="contract-type" name="type" defaultValue="lease-agreement" className="mt-1">
              <option value="lease-agreement">Lease agreement</option>
              <option value="payment-schedule">Payment schedule</option>
            </Select>
          </div>
          <button type="submit" className={buttonClass({ variant: 'secondary' })} data-testid="contract-download">
            Download PDF
          </button>
        </form>
        <p className="mt-2 text-xs text-slate-500">The unsigned contract with the lease&apos;s current terms. Each download is recorded.</p>
      </CardBody>
    </Card>
  );
}
