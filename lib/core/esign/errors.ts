import { ConflictError } from '../errors';

export type UnavailableLinkStatus = 'signed' | 'voided' | 'expired' | 'unknown';

const MESSAGES: Record<UnavailableLinkStatus, string> = {
  signed: 'This contract has already been signed. The link can be used only once.',
  voided: 'This signing link was cancelled by the store. Ask the store for a new link.',
  expired: 'This signing link has expired (links last 72 hours). Ask the store for a new link.',
  unknown: 'This signing link is not valid. Check that you opened the whole link, or ask the store for a new one.',
};

/** Plain words for a link that cannot be used, for the signing page. */
export function unavailableLinkMessage(status: UnavailableLinkStatus): string {
  return MESSAGES[status];
}

/** The signing link is not open: already used, voided, expired, or no such link. */
export class SigningLinkUnavailableError extends ConflictError {
  constructor(public readonly status: UnavailableLinkStatus) {
    super(MESSAGES[status]);
  }
}
