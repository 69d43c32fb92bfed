import { describe, expect, it } from 'vitest';
import { currentPartyRules, PARTY_RULES_VERSION, partyRules } from './party-rules';

describe('party rules', () => {
  it('has the five rules in force in both languages', () => {
    expect(currentPartyRules('en')).toHaveLength(5);
    expect(currentPartyRules('es')).toHaveLength(5);
    expect(currentPartyRules('en')[0]).toBe('Every guest is 18 or over.');
    expect(currentPartyRules('es')[0]).toBe('Todos los invitados tienen 18 años o más.');
    expect(partyRules(PARTY_RULES_VERSION, 'en')).toEqual(currentPartyRules('en'));
  });

  it('knows no version it was not given', () => {
    expect(partyRules(0, 'en')).toBeNull();
    expect(partyRules(PARTY_RULES_VERSION + 1, 'es')).toBeNull();
  });
});
