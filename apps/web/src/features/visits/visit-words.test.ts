import { VISIT_MSG } from '@kiraya/contract/visits/rules';
import { describe, expect, it } from 'vitest';
import { loadAreas, loadMessageTexts, localizeMessage, startLanguage } from '../../lib/i18n';
import './visit-words';

describe('visit messages from the server in Hindi', () => {
  it("says the server's {today} as the window's days and a status by its Hindi label", async () => {
    await startLanguage('hi');
    await loadMessageTexts();
    await loadAreas(['visits']);
    expect(localizeMessage(VISIT_MSG.slotWindow('2026-11-25'), 'VISIT_SLOT_WINDOW', { today: '2026-11-25' })).toMatch(
      /^26 .+ 2026 से 25 .+ 2026 के बीच का कोई दिन चुनें।$/,
    );
    expect(localizeMessage(VISIT_MSG.moveIn('2026-11-25'), 'VISIT_MOVE_IN', { today: '2026-11-25' })).toMatch(
      /^शिफ़्ट होने का दिन 25 .+ 2026 से 23 .+ 2027 के बीच चुनें।$/,
    );
    expect(localizeMessage(VISIT_MSG.cannotMove('Confirmed'), 'VISIT_CANNOT_MOVE', { status: 'Confirmed' })).toContain('"पक्की"');
    await startLanguage('en');
    expect(localizeMessage(VISIT_MSG.slotWindow('2026-11-25'), 'VISIT_SLOT_WINDOW', { today: '2026-11-25' })).toBe(
      VISIT_MSG.slotWindow('2026-11-25'),
    );
  });
});
