import type { Locale } from './locale';

/**
 * The party rules a client accepts at the wizard's last step (issue 30, decision 037): a short,
 * versioned list in English and Spanish (usted), written in plain TypeScript like the cancellation
 * policy's words (decision 034), so the wizard, the e-mails (the job worker runs without Lingui's
 * macros) and the portal all read one text. A booking stores the version it accepted and when;
 * a change of wording is a new version, added here, never an edit of a published one.
 */

type RuleText = Record<Locale, readonly string[]>;

const VERSIONS: Readonly<Record<number, RuleText>> = {
  1: {
    en: [
      'Every guest is 18 or over.',
      'No touching without the performer’s consent.',
      'Photos or video only with the performer’s consent.',
      'Tell us if the crowd is mixed (men and women).',
      'The performer may end the show if they feel unsafe, without a refund.',
    ],
    es: [
      'Todos los invitados tienen 18 años o más.',
      'No se toca al artista sin su consentimiento.',
      'Fotos o video solo con el consentimiento del artista.',
      'Avísenos si el público es mixto (hombres y mujeres).',
      'El artista puede terminar el show si no se siente a salvo, sin reembolso.',
    ],
  },
};

/** The version a new booking accepts. */
export const PARTY_RULES_VERSION = 1;

/** The rules of a version in a language; null for a version this code does not know. */
export function partyRules(version: number, locale: Locale): readonly string[] | null {
  return VERSIONS[version]?.[locale] ?? null;
}

/** The rules in force, in a language. */
export const currentPartyRules = (locale: Locale): readonly string[] => partyRules(PARTY_RULES_VERSION, locale) ?? [];
