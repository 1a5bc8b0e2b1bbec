/**
 * The patient's whole record in FHIR R4 (GET /fhir/R4/Patient/{id}/$everything, docs/fhir.md),
 * gathered page after page into one Bundle of type `collection`: the file a patient gives their
 * doctor or another service. Pure: the pages are read by the function it is given.
 */

/** What this module reads of a searchset page. */
export interface SearchsetPage {
  resourceType: 'Bundle';
  link?: { relation: string; url: string }[];
  entry?: { fullUrl?: string; resource: { resourceType: string; id?: string } }[];
}

export interface RecordBundle {
  resourceType: 'Bundle';
  type: 'collection';
  timestamp: string;
  entry: { fullUrl?: string; resource: { resourceType: string; id?: string } }[];
}

/** More pages than a record of many years has (500 resources a page): a server looping is stopped. */
export const maxRecordPages = 2000;

const fhirBase = '/fhir/R4/';

/** The path and query of a `next` link, on our own FHIR base only (never another site). */
export function nextPath(page: SearchsetPage): string | null {
  const next = page.link?.find((link) => link.relation === 'next')?.url;
  if (!next) {
    return null;
  }
  const url = new URL(next, 'http://portal.invalid');
  if (!url.pathname.startsWith(fhirBase)) {
    throw new Error(`A next link outside ${fhirBase}: ${url.pathname}`);
  }
  return `${url.pathname}${url.search}`;
}

/** Reads every page from `first` on and returns their entries as one collection Bundle. */
export async function collectRecord(
  first: string,
  readPage: (path: string) => Promise<SearchsetPage>,
  now: Date = new Date(),
): Promise<RecordBundle> {
  const entry: RecordBundle['entry'] = [];
  let path: string | null = first;
  for (let pages = 0; path !== null; pages += 1) {
    if (pages >= maxRecordPages) {
      throw new Error(`More than ${maxRecordPages} pages`);
    }
    const page = await readPage(path);
    if (page.resourceType !== 'Bundle') {
      throw new Error('Not a Bundle');
    }
    for (const item of page.entry ?? []) {
      entry.push(
        item.fullUrl
          ? { fullUrl: item.fullUrl, resource: item.resource }
          : { resource: item.resource },
      );
    }
    path = nextPath(page);
  }
  return { resourceType: 'Bundle', type: 'collection', timestamp: now.toISOString(), entry };
}

/** The first page's path: the largest pages the server gives. */
export const everythingPath = (patientId: string) =>
  `${fhirBase}Patient/${encodeURIComponent(patientId)}/$everything?_count=500`;
