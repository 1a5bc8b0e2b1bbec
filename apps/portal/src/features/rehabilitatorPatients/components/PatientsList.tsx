import type { RehabilitatorPatient } from '@oxilio/domain/contract';
import { EmptyState, FormGrid, Select, Stack, Text, TextField } from '@oxilio/ui';
import { Users } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fullName, PatientCard } from './PatientCard';
import { patientsMessages as messages } from './messages';
import * as styles from './patients.css';

export const patientSorts = ['name', 'attention', 'usage', 'performance'] as const;
export type PatientSort = (typeof patientSorts)[number];

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const attention = (patient: RehabilitatorPatient) =>
  (patient.indicators.painIncrease ? 4 : 0) +
  (patient.indicators.noDevice ? 2 : 0) +
  (patient.indicators.awaitingSelfRehabilitation ? 1 : 0);

const byName = (a: RehabilitatorPatient, b: RehabilitatorPatient) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/** Sorts a copy of the patients. */
export function sortPatients(patients: readonly RehabilitatorPatient[], sort: PatientSort) {
  const compare: Record<PatientSort, (a: RehabilitatorPatient, b: RehabilitatorPatient) => number> =
    {
      name: byName,
      attention: (a, b) => attention(b) - attention(a) || byName(a, b),
      usage: (a, b) => a.indicators.usageDays - b.indicators.usageDays || byName(a, b),
      performance: (a, b) =>
        (a.indicators.performance ?? -1) - (b.indicators.performance ?? -1) || byName(a, b),
    };
  return [...patients].sort(compare[sort]);
}

/** Cards in the first render (more than a screen holds); the others follow, as many at a time. */
const cardsAtOnce = 6;

/**
 * How many of `total` cards to render: `cardsAtOnce` first, then as many more after each render, in
 * a task of its own, so that the first screen does not wait for the cards far below it (each card
 * draws a chart) and the main thread stays free for a tap in between.
 */
function useCardsRendered(total: number) {
  const [count, setCount] = useState(cardsAtOnce);
  useEffect(() => {
    if (count >= total) {
      return undefined;
    }
    const next = setTimeout(() => setCount((value) => value + cardsAtOnce), 0);
    return () => clearTimeout(next);
  }, [count, total]);
  return Math.min(count, total);
}

export interface PatientsListProps {
  /** The current (not archived) patients. */
  patients: readonly RehabilitatorPatient[];
  hrefOf: (patientId: string) => string;
  onArchive: (patient: RehabilitatorPatient) => Promise<boolean>;
}

/** The current patients as cards, filtered by name and sorted as the rehabilitator chooses. */
export function PatientsList({ patients, hrefOf, onArchive }: PatientsListProps) {
  const intl = useIntl();
  const [term, setTerm] = useState('');
  const [sort, setSort] = useState<PatientSort>('name');
  const countId = useId();
  const shown = useMemo(() => {
    const wanted = normalise(term.trim());
    const kept = wanted
      ? patients.filter((patient) => normalise(fullName(patient)).includes(wanted))
      : patients;
    return sortPatients(kept, sort);
  }, [patients, term, sort]);
  const rendered = useCardsRendered(shown.length);
  const sortLabels: Record<PatientSort, string> = {
    name: intl.formatMessage(messages.sortName),
    attention: intl.formatMessage(messages.sortAttention),
    usage: intl.formatMessage(messages.sortUsage),
    performance: intl.formatMessage(messages.sortPerformance),
  };

  if (patients.length === 0) {
    return (
      <EmptyState
        icon={Users}
        headingLevel={3}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyBody)}
      />
    );
  }
  return (
    <Stack gap="lg">
      <FormGrid>
        <TextField
          label={intl.formatMessage(messages.filter)}
          hint={intl.formatMessage(messages.filterHint)}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          aria-controls={countId}
        />
        <Select
          label={intl.formatMessage(messages.sort)}
          value={sort}
          onValueChange={(value) => setSort(value as PatientSort)}
          options={patientSorts.map((value) => ({ value, label: sortLabels[value] }))}
        />
      </FormGrid>
      <Text tone="muted" id={countId} aria-live="polite">
        {shown.length === 0
          ? intl.formatMessage(messages.noMatch, { term: term.trim() })
          : intl.formatMessage(messages.currentCount, { count: shown.length })}
      </Text>
      {shown.length > 0 ? (
        <ul className={styles.grid}>
          {shown.slice(0, rendered).map((patient) => (
            <li key={patient.patientId} className={styles.gridItem}>
              <PatientCard
                patient={patient}
                href={hrefOf(patient.patientId)}
                onArchive={() => onArchive(patient)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
