import { VISIT_STATUSES } from '@kiraya/contract/visits/rules';
import { describe, expect, it } from 'vitest';
import { canSendOffer, moveSegment, offerButtons, replacesWaitingOffer, telHref, visitButtons } from './visit-rules';

describe('which buttons a visit shows', () => {
  it('gives the owner Confirm, Propose and Decline on a new request, and only Propose and Decline once it moved on', () => {
    expect(visitButtons('requested', 'owner')).toEqual(['confirm', 'propose', 'decline']);
    expect(visitButtons('rescheduled', 'owner')).toEqual(['propose', 'decline']);
    expect(visitButtons('confirmed', 'owner')).toEqual(['propose', 'decline']);
  });

  it('gives the buyer Accept this time only on an owner’s proposal, and Cancel while the visit is open', () => {
    expect(visitButtons('requested', 'buyer')).toEqual(['cancel']);
    expect(visitButtons('rescheduled', 'buyer')).toEqual(['accept_time', 'cancel']);
    expect(visitButtons('confirmed', 'buyer')).toEqual(['cancel']);
  });

  it('shows nothing on a declined or cancelled visit, to either side', () => {
    for (const status of ['declined', 'cancelled'] as const) {
      expect(visitButtons(status, 'owner')).toEqual([]);
      expect(visitButtons(status, 'buyer')).toEqual([]);
    }
  });

  it('lets only the owner send an offer, and only on a confirmed visit; a new one replaces the waiting one', () => {
    expect(VISIT_STATUSES.filter((s) => canSendOffer(s, 'owner'))).toEqual(['confirmed']);
    expect(VISIT_STATUSES.filter((s) => canSendOffer(s, 'buyer'))).toEqual([]);
    expect(replacesWaitingOffer([{ status: 'withdrawn' }, { status: 'sent' }])).toBe(true);
    expect(replacesWaitingOffer([{ status: 'declined' }, { status: 'accepted' }])).toBe(false);
  });

  it('offers accept and decline to the buyer and withdraw to the owner while an offer waits, nothing after', () => {
    expect(offerButtons('sent', 'buyer')).toEqual(['accept', 'decline']);
    expect(offerButtons('sent', 'owner')).toEqual(['withdraw']);
    for (const status of ['accepted', 'declined', 'withdrawn'] as const) {
      expect(offerButtons(status, 'buyer')).toEqual([]);
      expect(offerButtons(status, 'owner')).toEqual([]);
    }
  });

  it('names the URL of each move as the server does, and dials a phone without its spaces', () => {
    expect(moveSegment('accept_time')).toBe('accept-time');
    expect(moveSegment('confirm')).toBe('confirm');
    expect(telHref('+91 98391 40217')).toBe('tel:+919839140217');
  });
});
