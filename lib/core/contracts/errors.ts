import { ConflictError, DomainError } from '../errors';

/** A contract link whose signature does not verify: altered, truncated, or signed with another key (403). */
export class ContractLinkInvalidError extends DomainError {
  constructor(message = 'This contract link is not valid. Ask the store for a new one.') {
    super(message);
  }
}

/** A genuine contract link past its expiry (410). */
export class ContractLinkExpiredError extends DomainError {
  constructor(
    public readonly expiredAt: Date,
    message = 'This contract link has expired. Ask the store for a new one.',
  ) {
    super(message);
  }
}

/** The lease a contract was asked for is no longer the application's lease: its terms were replaced (410 for links). */
export class ContractLeaseReplacedError extends ConflictError {
  constructor(message = 'This contract was replaced by a newer one. Ask the store for the current contract.') {
    super(message);
  }
}

/**
 * The lease exists but the system cannot produce its contract: it has no priced terms (a lease imported or
 * seeded before terms existed). A 409 for the API; the signing page shows a plain "cannot be shown" page.
 */
export class ContractUnavailableError extends ConflictError {
  constructor(public readonly loanNumber: string) {
    super(`Lease ${loanNumber} has no priced terms, so no contract can be produced for it. Build the lease again from the approval to price it.`);
  }
}
