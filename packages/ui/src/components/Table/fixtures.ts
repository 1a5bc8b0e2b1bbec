// Shared fixtures for the Table stories and tests: fixed data, no clock.
export interface PatientRow {
  id: string;
  name: string;
  pathology: string;
  steps: number | null;
  lastMeasure: Date | null;
  performance: number;
}

export const patients: PatientRow[] = [
  {
    id: 'p1',
    name: 'Jeanne Dupont',
    pathology: 'Parkinson',
    steps: 4520,
    lastMeasure: new Date('2025-01-13T00:00:00Z'),
    performance: 72,
  },
  {
    id: 'p2',
    name: 'Émile Bernard',
    pathology: 'Hémiparésie',
    steps: 980,
    lastMeasure: new Date('2025-01-10T00:00:00Z'),
    performance: 35,
  },
  {
    id: 'p3',
    name: 'Zoé Martin',
    pathology: 'Sclérose en plaques',
    steps: null,
    lastMeasure: null,
    performance: 0,
  },
  {
    id: 'p4',
    name: 'Adrien Lefèvre',
    pathology: 'Paraplégie incomplète',
    steps: 12800,
    lastMeasure: new Date('2025-01-14T00:00:00Z'),
    performance: 96,
  },
];
