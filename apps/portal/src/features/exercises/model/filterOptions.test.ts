import { Position, positions } from '@oxilio/domain';
import { describe, expect, it } from 'vitest';
import { filterOptions } from './filterOptions';

const positionNames: Record<number, string> = {
  0: 'Toutes les positions',
  1: 'Assis immobilisé',
  2: 'Assis mobile',
  3: 'Debout immobilisé',
  4: 'Debout mobile',
  5: 'Sans le dispositif',
};

describe('a filter’s options', () => {
  it('start with one "no filter" option worded for the filter, never a second "all"', () => {
    const options = filterOptions({
      any: 'Toutes les positions',
      values: positions,
      labelOf: (value) => positionNames[value],
      allValue: Position.All,
    });
    expect(options.map((option) => option.label)).toEqual([
      'Toutes les positions',
      'Assis immobilisé',
      'Assis mobile',
      'Debout immobilisé',
      'Debout mobile',
      'Sans le dispositif',
    ]);
    expect(options[0]).toEqual({ value: '', label: 'Toutes les positions' });
  });

  it('offer each value and each label once, and nothing without a label', () => {
    const options = filterOptions({
      any: 'Avec ou sans matériel',
      values: [1, 2, 2, 3],
      labelOf: (value) => ({ 1: 'Table', 2: 'Verre', 3: undefined })[value],
      extra: [
        { value: 'none', label: 'Sans matériel' },
        { value: 'none', label: 'Sans matériel' },
        { value: 'nothing', label: 'sans matériel' },
      ],
    });
    expect(options).toEqual([
      { value: '', label: 'Avec ou sans matériel' },
      { value: 'none', label: 'Sans matériel' },
      { value: '1', label: 'Table' },
      { value: '2', label: 'Verre' },
    ]);
    const values = options.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
  });
});
