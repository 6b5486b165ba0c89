import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { frameMessage, createReceiver, parseShopMessage, type CheckoutResult } from './protocol';
import { checkoutScript, checkoutSourceHash } from './script/bundle.generated';
import { checkoutSourceHash as currentSourceHash } from './script/build';

const ORIGIN = 'https://leaseline.example';
const CHANNEL = 'c0ffee00c0ffee00';
const ID = '7d1f6a52-3a0e-4a6e-9d8b-2f3c4b5a6d7e';
const approved: CheckoutResult = { status: 'approved', applicationId: 42, approvedAmount: 4500, checkoutId: ID };

const fromFrame = (data: unknown, origin = ORIGIN) => ({ origin, data, fromFrame: true });
const ready = () => fromFrame(frameMessage(CHANNEL, 'ready', ID));

describe('the checkout message protocol (shop side)', () => {
  it('takes the checkout id from ready, keeps the first result, and settles once on close with it', () => {
    const receiver = createReceiver({ origin: ORIGIN, channel: CHANNEL });
    expect(receiver.accept(ready())).toEqual({ kind: 'ready', checkoutId: ID });
    expect(receiver.accept(fromFrame(frameMessage(CHANNEL, 'result', ID, approved)))).toEqual({ kind: 'result', result: approved });
    const declined = { ...approved, status: 'declined' as const, approvedAmount: null };
    expect(receiver.accept(fromFrame(frameMessage(CHANNEL, 'result', ID, declined)))).toEqual({ kind: 'ignored' });
    expect(receiver.accept(fromFrame(frameMessage(CHANNEL, 'close', ID)))).toEqual({ kind: 'settled', result: approved });
    // Duplicates after settling — another close, a late result, the overlay's own close button — do nothing.
    expect(receiver.accept(fromFrame(frameMessage(CHANNEL, 'close', ID)))).toEqual({ kind: 'ignored' });
    expect(receiver.cancel()).toEqual({ kind: 'ignored' });
    expect(receiver.settled).toBe(true);
  });

  it('ignores messages from any other origin, even well-formed ones', () => {
    const receiver = createReceiver({ origin: ORIGIN, channel: CHANNEL });
    for (const origin of ['https://evil.example', 'http://leaseline.example', 'https://leaseline.example:8443', 'null']) {
      expect(receiver.accept(fromFrame(frameMessage(CHANNEL, 'ready', ID), origin))).toEqual({ kind: 'ignored' });
    }
    expect(receiver.checkoutId).toBeNull();
    receiver.accept(ready());
    expect(receiver.accept(fromFrame(frameMessage(CHANNEL, 'result', ID, approved), 'https://evil.example'))).toEqual({ kind: 'ignored' });
    expect(receiver.accept(fromFrame(frameMessage(CHANNEL, 'close', ID), 'https://evil.example'))).toEqual({ kind: 'ignored' });
    expect(receiver.settled).toBe(false);
  });

  it('ignores messages for another checkoutId, another channel, or not from its own frame', () => {
    const receiver = createReceiver({ origin: ORIGIN, channel: CHANNEL });
    expect(receiver.accept(fromFrame(frameMessage(CHANNEL, 'result', ID, approved)))).toEqual({ kind: 'ignored' }); // before ready
    receiver.accept(ready());
    const other = '00000000-0000-4000-8000-000000000000';
    expect(receiver.accept(fromFrame(frameMessage(CHANNEL, 'ready', other)))).toEqual({ kind: 'ignored' });
    expect(receiver.accept(fromFrame(frameMessage(CHANNEL, 'result', other, { ...approved, checkoutId: other })))).toEqual({ kind: 'ignored' });
    expect(receiver.accept(fromFrame(frameMessage(CHANNEL, 'close', other)))).toEqual({ kind: 'ignored' });
    expect(receiver.accept(fromFrame(frameMessage('another-channel', 'close', ID)))).toEqual({ kind: 'ignored' });
    expect(receiver.accept({ origin: ORIGIN, data: frameMessage(CHANNEL, 'close', ID), fromFrame: false })).toEqual({ kind: 'ignored' });
    // A result whose inner checkoutId disagrees with the envelope, or malformed, is not a result.
    expect(receiver.accept(fromFrame({ ...frameMessage(CHANNEL, 'result', ID, approved), result: { ...approved, checkoutId: other } }))).toEqual({ kind: 'ignored' });
    expect(receiver.accept(fromFrame({ ...frameMessage(CHANNEL, 'result', ID, approved), result: { ...approved, status: 'paid' } }))).toEqual({ kind: 'ignored' });
    for (const junk of [null, 'close', 42, { type: 'close' }, { protocol: 'leaseline-checkout', version: 2, channel: CHANNEL, type: 'close', checkoutId: ID }]) {
      expect(receiver.accept(fromFrame(junk))).toEqual({ kind: 'ignored' });
    }
    expect(receiver.settled).toBe(false);
  });

  it('closing before a decision is cancelled, with the checkout id once known', () => {
    const early = createReceiver({ origin: ORIGIN, channel: CHANNEL });
    expect(early.cancel()).toEqual({ kind: 'settled', result: { status: 'cancelled', applicationId: null, approvedAmount: null, checkoutId: null } });
    const later = createReceiver({ origin: ORIGIN, channel: CHANNEL });
    later.accept(ready());
    expect(later.accept(fromFrame(frameMessage(CHANNEL, 'close', ID)))).toEqual({ kind: 'settled', result: { status: 'cancelled', applicationId: null, approvedAmount: null, checkoutId: ID } });
  });

  it('prefill messages keep only the known customer fields', () => {
    const message = parseShopMessage({ protocol: 'leaseline-checkout', version: 1, channel: CHANNEL, type: 'prefill', customer: { first_name: 'Ana', ssn: '123456789', email: 7 } });
    expect(message?.customer).toEqual({ first_name: 'Ana' });
    expect(parseShopMessage({ type: 'prefill', customer: {} })).toBeNull();
  });
});

describe('checkout.js', () => {
  it('is built from the current sources (run `npm run build:checkout-js` after changing them)', () => {
    expect(checkoutSourceHash).toBe(currentSourceHash());
  });

  it('is at most 6 KB gzipped and defines only window.Leaseline', () => {
    expect(gzipSync(checkoutScript).length).toBeLessThanOrEqual(6 * 1024);
    const before = new Set(Object.keys(globalThis));
    const fakeWindow: Record<string, unknown> = {};
    new Function('window', 'document', 'location', 'crypto', 'console', checkoutScript)(fakeWindow, {}, {}, globalThis.crypto, console);
    expect(Object.keys(fakeWindow)).toEqual(['Leaseline']);
    expect(Object.keys(globalThis).filter((k) => !before.has(k))).toEqual([]);
  });

  it('init names the bad option in a console error', () => {
    const fakeWindow: { Leaseline?: { init(o: unknown): unknown } } = {};
    const errors: string[] = [];
    new Function('window', 'document', 'location', 'crypto', 'console', checkoutScript)(fakeWindow, {}, {}, globalThis.crypto, { error: (m: string) => errors.push(m) });
    const init = (o: unknown) => fakeWindow.Leaseline!.init(o);
    expect(init({ baseUri: 'not a url', retailerSlug: 'acme', storeSlug: 'houston' })).toBeNull();
    expect(init({ baseUri: 'https://l.example', retailerSlug: 'ac me', storeSlug: 'houston' })).toBeNull();
    expect(init({ baseUri: 'https://l.example', retailerSlug: 'acme', storeSlug: '' })).toBeNull();
    expect(init({ baseUri: 'https://l.example', retailerSlug: 'acme', storeSlug: 'houston', locale: 'fr' })).toBeNull();
    expect(errors.map((e) => /option "(\w+)"/.exec(e)?.[1])).toEqual(['baseUri', 'retailerSlug', 'storeSlug', 'locale']);
    expect(init({ baseUri: 'https://l.example/', retailerSlug: 'acme', storeSlug: 'houston', locale: 'es' })).toMatchObject({ apply: expect.any(Function) });
  });
});
