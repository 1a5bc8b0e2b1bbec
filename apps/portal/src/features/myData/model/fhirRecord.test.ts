import { describe, expect, it } from 'vitest';
import { collectRecord, everythingPath, nextPath, type SearchsetPage } from './fhirRecord';

const page = (ids: string[], next?: string): SearchsetPage => ({
  resourceType: 'Bundle',
  link: next
    ? [
        { relation: 'self', url: 'x' },
        { relation: 'next', url: next },
      ]
    : [],
  entry: ids.map((id) => ({
    fullUrl: `https://portal.example/fhir/R4/Observation/${id}`,
    resource: { resourceType: 'Observation', id },
  })),
});

describe('the patient’s FHIR record', () => {
  it('follows the next links on our own base and gathers every entry once, in order', async () => {
    const pages: Record<string, SearchsetPage> = {
      [everythingPath('p-1')]: page(
        ['a', 'b'],
        'https://other-host.example/fhir/R4/Patient/p-1/$everything?_count=500&_cursor=2',
      ),
      '/fhir/R4/Patient/p-1/$everything?_count=500&_cursor=2': page(['c']),
    };
    const asked: string[] = [];
    const record = await collectRecord(
      everythingPath('p-1'),
      async (path) => {
        asked.push(path);
        return pages[path]!;
      },
      new Date('2026-12-02T10:00:00Z'),
    );
    expect(asked).toEqual([
      everythingPath('p-1'),
      '/fhir/R4/Patient/p-1/$everything?_count=500&_cursor=2',
    ]);
    expect(record).toMatchObject({
      resourceType: 'Bundle',
      type: 'collection',
      timestamp: '2026-12-02T10:00:00.000Z',
    });
    expect(record.entry.map((item) => item.resource.id)).toEqual(['a', 'b', 'c']);
  });

  it('refuses a next link that leaves the FHIR base, and a page that is no Bundle', async () => {
    expect(() => nextPath(page([], 'https://evil.example/steal?x=1'))).toThrow();
    await expect(
      collectRecord('/fhir/R4/x', async () => ({ resourceType: 'OperationOutcome' }) as never),
    ).rejects.toThrow('Not a Bundle');
  });

  it('stops a server that never ends its pages', async () => {
    await expect(
      collectRecord('/fhir/R4/x', async () => page(['a'], '/fhir/R4/x')),
    ).rejects.toThrow(/pages/);
  });
});
