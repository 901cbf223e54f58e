import { describe, expect, it } from 'vitest';
import {
  FIRST_LINE_STAGE,
  isFinalStage,
  LINE_ACTORS,
  LINE_EVENTS,
  LINE_KINDS,
  LINE_MOVES,
  LINE_STAGE_LABELS,
  LINE_STAGES,
  type LineActor,
  type LineEvent,
  type LineKind,
  type LineStage,
  lineEventsFor,
  lineStagesFor,
  nextLineStage,
} from './lifecycle.js';

/** Every stage a `kind` line can reach from the first one, by any actor. */
function reachable(kind: LineKind): Set<LineStage> {
  const seen = new Set<LineStage>([FIRST_LINE_STAGE]);
  const queue: LineStage[] = [FIRST_LINE_STAGE];
  for (let stage = queue.shift(); stage; stage = queue.shift()) {
    for (const event of LINE_EVENTS)
      for (const actor of LINE_ACTORS) {
        const to = nextLineStage(stage, event, actor, kind);
        if (to && !seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
  }
  return seen;
}

describe('the life of an order line', () => {
  it('a rental goes through every stage; a sale never runs, is never returned and never has its return disputed', () => {
    expect([...reachable('rent')].sort()).toEqual([...LINE_STAGES].sort());
    expect([...reachable('sale')].sort()).toEqual(['awaiting_delivery', 'cancelled', 'closed', 'delivered', 'delivery_disputed'].sort());
  });

  it('the happy path of a rental, and of a sale', () => {
    const rent: [LineEvent, LineActor][] = [
      ['deliver', 'owner'],
      ['confirm_delivery', 'buyer'],
      ['request_return', 'buyer'],
      ['record_return', 'owner'],
      ['confirm_return', 'buyer'],
    ];
    let stage: LineStage | null = FIRST_LINE_STAGE;
    const seen: LineStage[] = [];
    for (const [event, actor] of rent) {
      stage = stage && nextLineStage(stage, event, actor, 'rent');
      if (stage) seen.push(stage);
    }
    expect(seen).toEqual(['delivered', 'active', 'return_requested', 'returned', 'closed']);
    const delivered = nextLineStage('awaiting_delivery', 'deliver', 'owner', 'sale');
    expect(delivered).toBe('delivered');
    expect(nextLineStage('delivered', 'confirm_delivery', 'buyer', 'sale')).toBe('closed');
  });

  it('only the owner records a handover or a return, only the buyer disputes, only an admin decides a dispute', () => {
    for (const actor of LINE_ACTORS) {
      expect(nextLineStage('awaiting_delivery', 'deliver', actor, 'rent') !== null).toBe(actor === 'owner');
      expect(nextLineStage('return_requested', 'record_return', actor, 'rent') !== null).toBe(actor === 'owner');
      expect(nextLineStage('delivered', 'dispute_delivery', actor, 'rent') !== null).toBe(actor === 'buyer');
      expect(nextLineStage('returned', 'dispute_return', actor, 'rent') !== null).toBe(actor === 'buyer');
      expect(nextLineStage('return_disputed', 'decide_dispute', actor, 'rent') !== null).toBe(actor === 'admin');
    }
  });

  it('48 hours of silence confirm a report, and the end date asks for the return, but the clock never disputes or records', () => {
    expect(nextLineStage('delivered', 'confirm_delivery', 'clock', 'rent')).toBe('active');
    expect(nextLineStage('returned', 'confirm_return', 'clock', 'rent')).toBe('closed');
    expect(nextLineStage('active', 'request_return', 'clock', 'rent')).toBe('return_requested');
    for (const stage of LINE_STAGES) {
      expect(lineEventsFor(stage, 'clock', 'rent')).not.toContain('dispute_delivery');
      expect(lineEventsFor(stage, 'clock', 'rent')).not.toContain('record_return');
      expect(lineEventsFor(stage, 'clock', 'rent')).not.toContain('deliver');
    }
  });

  it('a line can be cancelled only before its handover', () => {
    const cancellable = LINE_STAGES.filter((s) => LINE_ACTORS.some((a) => nextLineStage(s, 'cancel', a, 'rent')));
    expect(cancellable).toEqual(['awaiting_delivery']);
  });

  it('closed and cancelled lines are final; no move stays where it is; every stage has a label', () => {
    expect(LINE_STAGES.filter(isFinalStage)).toEqual(['closed', 'cancelled']);
    for (const stage of LINE_STAGES) {
      for (const move of LINE_MOVES[stage]) expect(move.to).not.toBe(stage);
      expect(LINE_STAGE_LABELS[stage].length).toBeGreaterThan(0);
    }
  });

  it('the stages a conditional update accepts are exactly those a single move allows', () => {
    for (const kind of LINE_KINDS)
      for (const actor of LINE_ACTORS)
        for (const event of LINE_EVENTS) {
          for (const { from, to } of lineStagesFor(event, actor, kind)) expect(nextLineStage(from, event, actor, kind)).toBe(to);
          const allowed = new Set(lineStagesFor(event, actor, kind).map((m) => m.from));
          for (const stage of LINE_STAGES) expect(lineEventsFor(stage, actor, kind).includes(event)).toBe(allowed.has(stage));
        }
    expect(lineStagesFor('record_return', 'owner', 'rent')).toEqual([
      { from: 'active', to: 'returned' },
      { from: 'return_requested', to: 'returned' },
    ]);
    expect(lineStagesFor('record_return', 'owner', 'sale')).toEqual([]);
  });
});
