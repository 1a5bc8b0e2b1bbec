import { supportedLocales } from '@oxilio/locales';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BodyPart,
  FunctionalCapacity,
  Pathology,
  bodyParts,
  effortLevels,
  equipments,
  exerciseDifficulties,
  exerciseTypes,
  functionalCapacities,
  painLevels,
  pathologies,
  positions,
  programDifficultyLevels,
  roles,
  statsScales,
  walkingThresholdMetres,
} from './enums';
import { applicationEstablishmentTypes } from './contract/applications';
import type { MessageDescriptor } from './i18n';
import {
  bodyPartLabel,
  effortLabel,
  equipmentInSentence,
  equipmentLabel,
  equipmentNeeded,
  establishmentTypeLabel,
  exerciseDifficultyLabel,
  exerciseThemeLabel,
  exerciseTypeLabel,
  painLabel,
  positionLabel,
  programDifficultyLabel,
  statsScaleLabel,
} from './labels';
import {
  functionalCapacityDescription,
  functionalCapacityLabel,
  pathologyLabel,
} from './patientLabels';
import { roleLabel } from './roleLabels';
import { metricKeys, metricLabel } from './metrics';

const lookups: [
  string,
  readonly PropertyKey[],
  Readonly<Record<PropertyKey, MessageDescriptor>>,
][] = [
  ['role', roles, roleLabel],
  ['exerciseType', exerciseTypes, exerciseTypeLabel],
  ['exerciseTheme', exerciseTypes, exerciseThemeLabel],
  ['pathology', pathologies, pathologyLabel],
  ['equipment', equipments, equipmentLabel],
  ['equipmentInSentence', equipments, equipmentInSentence],
  ['equipmentNeeded', equipments, equipmentNeeded],
  ['position', positions, positionLabel],
  ['bodyPart', bodyParts, bodyPartLabel],
  ['exerciseDifficulty', exerciseDifficulties, exerciseDifficultyLabel],
  ['effort', effortLevels, effortLabel],
  ['pain', painLevels, painLabel],
  ['programDifficulty', programDifficultyLevels, programDifficultyLabel],
  ['functionalCapacity', functionalCapacities, functionalCapacityLabel],
  ['functionalCapacityDescription', functionalCapacities, functionalCapacityDescription],
  ['statsScale', statsScales, statsScaleLabel],
  ['establishmentType', applicationEstablishmentTypes, establishmentTypeLabel],
];

describe('enumeration labels', () => {
  it.each(lookups)('label every %s value, and nothing else', (_name, values, lookup) => {
    for (const value of values) {
      const label = lookup[value];
      expect(label, String(value)).toBeDefined();
      expect(label?.id).toMatch(/^domain\.[a-zA-Z]+\.[a-zA-Z0-9]+(\.description)?$/);
      expect(label?.defaultMessage.trim()).not.toBe('');
    }
    expect(Object.keys(lookup).sort()).toEqual(values.map(String).sort());
  });

  it.each(lookups)('gives distinct %s values distinct labels', (name, values, lookup) => {
    const ids = new Set(values.map((value) => lookup[value]?.id));
    // Pathologies 0 and 1 are both placeholders and share "not given".
    expect(ids.size).toBe(name === 'pathology' ? values.length - 1 : values.length);
  });

  it('reads the spec wording', () => {
    expect(pathologyLabel[Pathology.Parkinson].defaultMessage).toBe(
      'Maladie ou syndrome de Parkinson',
    );
    expect(pathologyLabel[Pathology.Placeholder0]).toBe(pathologyLabel[Pathology.Placeholder1]);
    expect(pathologyLabel[Pathology.Placeholder0].defaultMessage).toBe('Non renseignée');
    expect(bodyPartLabel[BodyPart.WholeBody].defaultMessage).toBe('Corps entier');
    expect(effortLabel[1].defaultMessage).toBe('Extrêmement facile');
    expect(effortLabel[10].defaultMessage).toBe('Effort maximal');
    expect(painLabel[3].defaultMessage).toBe('Intense');
  });

  it('reads the ten effort labels of the spec, from extremely easy to maximum effort', () => {
    expect(effortLevels.map((level) => effortLabel[level].defaultMessage)).toEqual([
      'Extrêmement facile',
      'Très facile',
      'Facile',
      'Moyen (je peux parler)',
      'Important',
      'Assez difficile',
      'Difficile',
      'Très difficile',
      'Extrêmement difficile',
      'Effort maximal',
    ]);
    expect(painLevels.map((level) => painLabel[level].defaultMessage)).toEqual([
      'Pas de douleur',
      'Légère',
      'Modérée',
      'Intense',
    ]);
  });

  it('describes the walking capacities with the thresholds of the spec', () => {
    expect(
      functionalCapacityDescription[FunctionalCapacity.IntermediateWalk].defaultMessage,
    ).toContain(`${walkingThresholdMetres.intermediate} mètres`);
    expect(
      functionalCapacityDescription[FunctionalCapacity.AutonomousWalk].defaultMessage,
    ).toContain(`${walkingThresholdMetres.autonomous} mètres`);
  });
});

describe('catalogues', () => {
  const descriptors = [
    ...lookups.flatMap(([, values, lookup]) => values.map((value) => lookup[value])),
    ...metricKeys.map((key) => metricLabel[key]),
  ].filter((descriptor): descriptor is MessageDescriptor => descriptor !== undefined);

  it.each(supportedLocales)('translate every domain label in %s', (locale) => {
    const catalogue = JSON.parse(
      readFileSync(new URL(`../../../locales/${locale}.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>;
    for (const { id, defaultMessage } of descriptors) {
      expect(catalogue[id], `${locale}: ${id}`).toBeTypeOf('string');
      expect(catalogue[id]?.trim(), `${locale}: ${id}`).not.toBe('');
      if (locale === 'fr') {
        expect(catalogue[id], id).toBe(defaultMessage);
      }
    }
  });
});
