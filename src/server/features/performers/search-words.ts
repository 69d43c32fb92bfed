import type { AttributeKeyOf } from '../../../shared/performer-attributes';

type SearchableKey = AttributeKeyOf<'one' | 'many'>;

/**
 * The words visitors type for an attribute's value, in English and in Spanish (Miami's words,
 * written without accents: the query is compared without them). A word names the value when it
 * equals one of these, so "latina" finds the Hispanic/Latino dancers and the Latin dancers, and
 * "rubia" the blondes. Options nobody would type a word for are left out.
 */
const WORDS: { [K in SearchableKey]?: Record<string, readonly string[]> } = {
  gender: {
    Female: ['female', 'woman', 'women', 'girl', 'girls', 'lady', 'ladies', 'mujer', 'mujeres', 'chica', 'chicas'],
    Male: ['male', 'man', 'men', 'guy', 'guys', 'hombre', 'hombres', 'chico', 'chicos', 'masculino', 'masculinos'],
  },
  ethnicity: {
    'Hispanic/Latino': ['hispanic', 'latina', 'latinas', 'latino', 'latinos', 'hispana', 'hispanas', 'hispano'],
    Caucasian: ['caucasian', 'white', 'blanca', 'blancas', 'blanco', 'caucasica', 'caucasico'],
    'African American': ['african', 'ebony', 'afroamericana', 'afroamericano', 'afro', 'negra', 'negro'],
    Asian: ['asian', 'asiatica', 'asiatico', 'asiaticas'],
    Mixed: ['mixed', 'mestiza', 'mestizo', 'mixta', 'mixto'],
  },
  hairColor: {
    Blonde: ['blonde', 'blondes', 'blond', 'rubia', 'rubias', 'rubio', 'rubios'],
    Brunette: ['brunette', 'brunettes', 'morena', 'morenas', 'moreno', 'castana', 'castano'],
    Red: ['redhead', 'redheads', 'pelirroja', 'pelirrojas', 'pelirrojo'],
  },
  bodyType: {
    Petite: ['petite', 'small', 'menuda', 'pequena', 'bajita'],
    Slim: ['slim', 'skinny', 'thin', 'delgada', 'delgado', 'flaca', 'flaco'],
    Athletic: ['athletic', 'fit', 'muscular', 'atletica', 'atletico', 'musculoso', 'fitness'],
    Curvy: ['curvy', 'thick', 'voluptuous', 'curvilinea', 'voluptuosa', 'curvas'],
  },
  danceStyles: {
    'Hip Hop': ['hiphop', 'hip-hop', 'twerk', 'twerking'],
    Latin: [
      'latin',
      'latina',
      'latinas',
      'latino',
      'latinos',
      'salsa',
      'bachata',
      'merengue',
      'reggaeton',
      'regueton',
      'perreo',
    ],
    Burlesque: ['burlesque', 'burlesco', 'cabaret'],
    Electronic: ['electronic', 'electronica', 'edm', 'techno'],
    Country: ['country', 'vaquera', 'vaquero', 'cowboy', 'cowgirl'],
    Pop: ['pop'],
    Jazz: ['jazz'],
    Rock: ['rock'],
  },
};

/**
 * Words that say nothing about which performer: every one is a dancer for a party. A query of
 * only these finds everyone, and they are dropped from a longer one ("bailarinas latinas").
 */
const GENERIC = new Set(
  (
    'a an and the for with of in on at to by my our party parties show shows dancer dancers stripper strippers ' +
    'exotic performer performers entertainer entertainers private event events bachelor bachelorette ' +
    'birthday y o de del la las el los un una unos unas para con en al por mi mis fiesta fiestas ' +
    'bailarina bailarinas bailarin bailarines exotica exoticas exotico exoticos artista artistas ' +
    'despedida soltero soltera solteros solteras cumpleanos evento eventos privada privado'
  ).split(' '),
);

/** Lower case, accents off: the form both the query and the word lists are compared in. */
export const plainWord = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The attribute values a typed word names, e.g. "latina" → ethnicity Hispanic/Latino, dance style Latin. */
export function attributeValuesOf(word: string): { key: SearchableKey; value: string }[] {
  const plain = plainWord(word);
  const found: { key: SearchableKey; value: string }[] = [];
  for (const [key, values] of Object.entries(WORDS) as [SearchableKey, Record<string, readonly string[]>][]) {
    for (const [value, words] of Object.entries(values)) {
      if (plain === plainWord(value) || words.includes(plain)) found.push({ key, value });
    }
  }
  return found;
}

/**
 * The words of a query that count: split on spaces and commas, two words kept together when they
 * name a value ("hip hop", "african american"), generic words dropped.
 */
export function searchWords(keyword: string): string[] {
  const words = keyword.split(/[\s,;]+/).filter((w) => w.length > 0);
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1] ?? ''}`;
    if (i + 1 < words.length && attributeValuesOf(pair).length > 0) {
      kept.push(pair);
      i++;
    } else if (!GENERIC.has(plainWord(words[i] ?? ''))) kept.push(words[i] ?? '');
  }
  return kept;
}
