import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyNotesSearch,
  notesQuery,
  parseNotesSearch,
  withNotesSearch,
  type NotesSearch,
} from './notesSearch';

const author = '0b6f2c1e-4c3a-4d8e-9f1a-2b3c4d5e6f70';

describe('the notes’ filters in the URL', () => {
  it('reads an author and a period, and drops what it does not know', () => {
    expect(
      parseNotesSearch(new URLSearchParams(`auteur=${author}&du=2026-11-01&au=2026-11-30`)),
    ).toEqual({
      author,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(parseNotesSearch(new URLSearchParams('auteur=moi&du=hier&au=2026-13-40'))).toEqual(
      emptyNotesSearch,
    );
  });

  it('leaves the empty filters out and keeps the other parameters', () => {
    const params = withNotesSearch(new URLSearchParams('onglet=x&du=2026-01-01'), {
      ...emptyNotesSearch,
      author,
    });
    expect(params.toString()).toBe(`onglet=x&auteur=${author}`);
  });

  it('asks the API for no period that ends before it starts', () => {
    expect(notesQuery({ author: '', from: '2026-12-02', to: '2026-12-01' })).toEqual({});
    expect(notesQuery({ author, from: '2026-12-01', to: '' })).toEqual({
      authorId: author,
      from: '2026-12-01',
    });
  });

  it('reads back whatever it wrote', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const search = fc.record<NotesSearch>({
      author: fc.oneof(fc.constant(''), fc.uuid()),
      from: fc.oneof(fc.constant(''), day),
      to: fc.oneof(fc.constant(''), day),
    });
    fc.assert(
      fc.property(search, (value) => {
        expect(parseNotesSearch(withNotesSearch(new URLSearchParams(), value))).toEqual({
          ...value,
          author: value.author.toLowerCase(),
        });
      }),
    );
  });
});
