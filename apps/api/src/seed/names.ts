/**
 * Names of the demo people: French, Luxembourgish and German (the establishments are in Lorraine
 * and Luxembourg), for people mostly born between 1930 and 1965.
 */
import type { Random } from '../simulator/random';

const firstNamesFemale = [
  'Marie',
  'Jeanne',
  'Monique',
  'Françoise',
  'Simone',
  'Odette',
  'Colette',
  'Geneviève',
  'Jacqueline',
  'Denise',
  'Yvette',
  'Bernadette',
  'Mireille',
  'Josiane',
  'Lucienne',
  'Maisy',
  'Léonie',
  'Marianne',
  'Josée',
  'Liliane',
  'Ursula',
  'Helga',
  'Gertrud',
  'Ingrid',
  'Brigitte',
  'Hildegard',
  'Renate',
  'Christiane',
  'Anne-Marie',
  'Thérèse',
];

const firstNamesMale = [
  'Jean',
  'Pierre',
  'Marcel',
  'André',
  'Roger',
  'Bernard',
  'Gérard',
  'Michel',
  'Raymond',
  'Lucien',
  'René',
  'Gaston',
  'Fernand',
  'Jos',
  'Nico',
  'Romain',
  'Fränz',
  'Camille',
  'Guy',
  'Marc',
  'Pol',
  'Klaus',
  'Jürgen',
  'Dieter',
  'Helmut',
  'Wolfgang',
  'Manfred',
  'Hans-Peter',
  'Henri',
  'Émile',
];

const lastNames = [
  'Muller',
  'Schmit',
  'Weber',
  'Wagner',
  'Hoffmann',
  'Thill',
  'Kieffer',
  'Reuter',
  'Schroeder',
  'Welter',
  'Kremer',
  'Majerus',
  'Hansen',
  'Steichen',
  'Ries',
  'Goedert',
  'Faber',
  'Feller',
  'Wirtz',
  'Bettendorf',
  'Klein',
  'Becker',
  'Schneider',
  'Fischer',
  'Meyer',
  'Koch',
  'Bauer',
  'Richter',
  'Zimmermann',
  'Lambert',
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garnier',
  'François',
  'Mathieu',
  'Vincent',
  'Gérard',
  'Marchal',
  'Collignon',
];

export interface PersonName {
  firstName: string;
  lastName: string;
  sex: 'female' | 'male';
}

/** A name not used before by this generator (`used` holds "first last"). */
export function pickName(random: Random, used: Set<string>): PersonName {
  for (;;) {
    const sex = random.chance(0.55) ? ('female' as const) : ('male' as const);
    const firstName = random.pick(sex === 'female' ? firstNamesFemale : firstNamesMale);
    const lastName = random.pick(lastNames);
    const key = `${firstName} ${lastName}`;
    if (!used.has(key)) {
      used.add(key);
      return { firstName, lastName, sex };
    }
  }
}

/** `jean-marie.lefevre`: lowercase, without accents or spaces, for demo email addresses. */
export function emailLocalPart(name: { firstName: string; lastName: string }): string {
  const clean = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z-]+/g, '-');
  return `${clean(name.firstName)}.${clean(name.lastName)}`;
}
