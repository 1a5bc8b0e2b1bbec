import type { ClinicalNotesExport } from '@oxilio/domain/contract';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { notesExportText } from './notesExportText';

// No catalogue: the French source texts, as the portal's fallback shows them.
const intl = createIntl({ locale: 'fr', messages: {}, onError: () => undefined });

const copy: ClinicalNotesExport = {
  patientId: '7b0f3a52-8f8e-4f55-9a55-2f1a3c1d9e01',
  exportedAt: '2026-11-28T10:00:00.000Z',
  notes: [
    {
      id: '0b6f2c1e-4c3a-4d8e-9f1a-2b3c4d5e6f72',
      day: '2026-11-20',
      author: { firstName: 'Marc', lastName: 'Weber', role: 'responsable' },
      versions: [
        {
          version: 1,
          text: 'Chute sans gravité au réfectoire.',
          writtenAt: '2026-11-20T09:00:00.000Z',
        },
      ],
      withdrawal: { at: '2026-11-21T09:00:00.000Z', reason: 'Écrite dans le mauvais dossier' },
    },
    {
      id: '0b6f2c1e-4c3a-4d8e-9f1a-2b3c4d5e6f71',
      day: '2026-11-02',
      author: { firstName: 'Sophie', lastName: 'Hoffmann', role: 'reeducator' },
      versions: [
        {
          version: 2,
          text: 'TUG à 14,2 s, avec déambulateur.',
          writtenAt: '2026-11-03T08:00:00.000Z',
        },
        { version: 1, text: 'TUG à 14,2 s.', writtenAt: '2026-11-02T08:00:00.000Z' },
      ],
      withdrawal: null,
    },
  ],
};

describe('the patient’s copy of their notes', () => {
  it('lists every note oldest first, each version in order, and the withdrawals', () => {
    const text = notesExportText(copy, intl);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Notes de votre équipe de soins');
    expect(lines[1]).toBe('Copie faite le 28/11/26 : 2 notes.');
    // Oldest first, whatever the order of the answer.
    expect(text.indexOf('Sophie Hoffmann')).toBeLessThan(text.indexOf('Marc Weber'));
    expect(text).toContain('Le 02/11/26 — Sophie Hoffmann · Rééducation');
    // The first version before the amendment: nothing is lost from the copy.
    expect(text).toMatch(
      /Version 1, écrite le 02\/11\/26\nTUG à 14,2 s\.\nVersion 2, écrite le 03\/11\/26\nTUG à 14,2 s, avec déambulateur\./,
    );
    expect(text).toContain('Le 20/11/26 — Marc Weber · Responsable\nChute sans gravité');
    expect(text).toContain('Note retirée le 21/11/26. Motif : Écrite dans le mauvais dossier');
  });

  it('says so when there is no note', () => {
    expect(notesExportText({ ...copy, notes: [] }, intl)).toBe(
      'Notes de votre équipe de soins\nCopie faite le 28/11/26 : Aucune note.\n',
    );
  });
});
