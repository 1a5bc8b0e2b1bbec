import { formatPersonName, functionalCapacityLabel, type FunctionalCapacity } from '@oxilio/domain';
import type {
  EstablishmentFollowUp,
  FollowedUpPatient,
  FollowUpFilter,
  FollowUpSort,
} from '@oxilio/domain/contract';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  FormGrid,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
} from '@oxilio/ui';
import { CalendarClock, Hourglass, Target, TrendingUp, Unplug, UserX, Gauge } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@oxilio/domain';
import { PatientDeviceActions } from '../../devices';
import { Fact, IndicatorFacts } from '../../rehabilitatorPatients';
import { nameMatches, type FollowUpSearch } from '../model/followUpSearch';
import { followUpMessages as messages } from './followUpMessages';
import { patientsMessages } from './messages';
import * as styles from './establishmentPatients.css';

const filterLabels: Record<FollowUpFilter, MessageDescriptor> = {
  all: messages.filterAll,
  nextSteps: messages.filterNextSteps,
  noRehabilitator: messages.filterNoRehabilitator,
  noDevice: messages.filterNoDevice,
  noCapacity: messages.filterNoCapacity,
  noObjectives: messages.filterNoObjectives,
  painIncrease: messages.filterPainIncrease,
};

const sortLabels: Record<FollowUpSort, MessageDescriptor> = {
  name: messages.sortName,
  nextSteps: messages.sortNextSteps,
  alerts: messages.sortAlerts,
  usage: messages.sortUsage,
  performance: messages.sortPerformance,
};

export interface FollowUpListProps {
  establishmentId: string;
  /** The API's answer for the search's filter, sort and rehabilitator. */
  data: EstablishmentFollowUp;
  search: FollowUpSearch;
  /** Changes the search (the screen keeps it in the URL). */
  onSearchChange: (change: Partial<FollowUpSearch>) => void;
  /** A patient's page. */
  hrefOf: (patientId: string) => string;
  /** Where the manager asks a rehabilitator of the team to follow the patient. */
  askHrefOf: (patientId: string) => string;
  /** The answer is being replaced by the one the search asks. */
  updating?: boolean;
}

/**
 * The establishment's current patients as cards, with the rehabilitator's indicators, who follows
 * them and what they lack with the action for each; filtered, sorted and searched by name.
 */
export function FollowUpList({
  establishmentId,
  data,
  search,
  onSearchChange,
  hrefOf,
  askHrefOf,
  updating = false,
}: FollowUpListProps) {
  const intl = useIntl();
  const countId = useId();
  const shown = useMemo(
    () => data.patients.filter((patient) => nameMatches(formatPersonName(patient), search.name)),
    [data.patients, search.name],
  );
  const counts: Record<FollowUpFilter, number> = { all: data.counts.patients, ...data.counts };
  const rehabilitatorKnown =
    search.rehabilitator === null ||
    data.rehabilitators.some((r) => r.reeducatorId === search.rehabilitator);

  return (
    <Stack gap="lg">
      <FormGrid>
        <Select
          label={intl.formatMessage(messages.filterLabel)}
          value={search.filter}
          onValueChange={(value) => onSearchChange({ filter: value as FollowUpFilter })}
          options={(Object.keys(filterLabels) as FollowUpFilter[]).map((filter) => ({
            value: filter,
            label: intl.formatMessage(filterLabels[filter], { count: counts[filter] }),
          }))}
        />
        <Select
          label={intl.formatMessage(messages.sortLabel)}
          value={search.sort}
          onValueChange={(value) => onSearchChange({ sort: value as FollowUpSort })}
          options={(Object.keys(sortLabels) as FollowUpSort[]).map((sort) => ({
            value: sort,
            label: intl.formatMessage(sortLabels[sort]),
          }))}
        />
        <Select
          label={intl.formatMessage(messages.rehabilitatorLabel)}
          value={rehabilitatorKnown ? (search.rehabilitator ?? '') : ''}
          onValueChange={(value) => onSearchChange({ rehabilitator: value || null })}
          options={[
            { value: '', label: intl.formatMessage(messages.rehabilitatorAll) },
            ...data.rehabilitators.map((rehabilitator) => ({
              value: rehabilitator.reeducatorId,
              label: formatPersonName(rehabilitator),
            })),
          ]}
        />
        <TextField
          label={intl.formatMessage(patientsMessages.filter)}
          hint={intl.formatMessage(patientsMessages.filterHint)}
          type="search"
          value={search.name}
          onChange={(event) => onSearchChange({ name: event.target.value })}
          autoComplete="off"
        />
      </FormGrid>
      <Text tone="muted" role="status" id={countId} aria-busy={updating}>
        {intl.formatMessage(messages.shown, { shown: shown.length, total: data.counts.patients })}
      </Text>
      {shown.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(
            data.counts.patients === 0 ? patientsMessages.none : messages.noMatch,
          )}
          action={
            data.counts.patients === 0 ? undefined : (
              <Button
                variant="secondary"
                onClick={() =>
                  onSearchChange({ filter: 'all', rehabilitator: null, name: '', sort: 'name' })
                }
              >
                {intl.formatMessage(messages.reset)}
              </Button>
            )
          }
        />
      ) : (
        <ul
          className={styles.cardGrid}
          aria-label={intl.formatMessage(messages.listLabel)}
          aria-describedby={countId}
        >
          {shown.map((patient) => (
            <li key={patient.patientId} className={styles.cardItem}>
              <FollowUpCard
                establishmentId={establishmentId}
                patient={patient}
                href={hrefOf(patient.patientId)}
                askHref={askHrefOf(patient.patientId)}
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

interface FollowUpCardProps {
  establishmentId: string;
  patient: FollowedUpPatient;
  href: string;
  askHref: string;
}

/** One patient: name (to their page), alerts and gaps as badges, facts, then what to do. */
export function FollowUpCard({ establishmentId, patient, href, askHref }: FollowUpCardProps) {
  const intl = useIntl();
  const titleId = `follow-up-${patient.patientId}`;
  const name = formatPersonName(patient);
  const steps = new Set(patient.nextSteps);
  const main = patient.rehabilitators[0];
  const capacity =
    patient.functionalCapacity !== null && patient.functionalCapacity in functionalCapacityLabel
      ? intl.formatMessage(
          functionalCapacityLabel[patient.functionalCapacity as FunctionalCapacity],
        )
      : intl.formatMessage(messages.notGiven);
  const initialise =
    steps.has('noCapacity') && steps.has('noObjectives')
      ? 'both'
      : steps.has('noCapacity')
        ? 'capacity'
        : steps.has('noObjectives')
          ? 'objectives'
          : null;

  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <Stack gap="md">
        <h3 className={styles.name} id={titleId}>
          <RouterLink className={styles.nameLink} to={href}>
            {name}
          </RouterLink>
        </h3>
        <Inline gap="sm" wrap>
          {patient.indicators.painIncrease ? (
            <Badge tone="danger" icon={TrendingUp}>
              {intl.formatMessage(messages.painIncrease)}
            </Badge>
          ) : null}
          {steps.has('noRehabilitator') ? (
            <Badge tone="warning" icon={UserX}>
              {intl.formatMessage(messages.badgeNoRehabilitator)}
            </Badge>
          ) : null}
          {steps.has('noDevice') ? (
            <Badge tone="warning" icon={Unplug}>
              {intl.formatMessage(patientsMessages.noDevice)}
            </Badge>
          ) : null}
          {steps.has('noCapacity') ? (
            <Badge tone="warning" icon={Gauge}>
              {intl.formatMessage(messages.badgeNoCapacity)}
            </Badge>
          ) : null}
          {steps.has('noObjectives') ? (
            <Badge tone="warning" icon={Target}>
              {intl.formatMessage(messages.badgeNoObjectives)}
            </Badge>
          ) : null}
          {patient.registrationStatus === 'pending_validation' ? (
            <Badge tone="neutral" icon={Hourglass}>
              {intl.formatMessage(patientsMessages.awaitingValidation)}
            </Badge>
          ) : null}
          {patient.archiveScheduledFor ? (
            <Badge tone="neutral" icon={CalendarClock}>
              {intl.formatMessage(patientsMessages.archiveScheduled, {
                date: formatDate(patient.archiveScheduledFor),
              })}
            </Badge>
          ) : null}
        </Inline>
        <IndicatorFacts indicators={patient.indicators}>
          <Fact label={intl.formatMessage(messages.rehabilitators)}>
            {patient.rehabilitators.length === 0
              ? intl.formatMessage(messages.nobody)
              : patient.rehabilitators
                  .map((rehabilitator) =>
                    rehabilitator.main && patient.rehabilitators.length > 1
                      ? intl.formatMessage(messages.mainRehabilitator, {
                          name: formatPersonName(rehabilitator),
                        })
                      : formatPersonName(rehabilitator),
                  )
                  .join(', ')}
          </Fact>
          <Fact label={intl.formatMessage(messages.device)}>
            {patient.device?.serialNumber ?? intl.formatMessage(messages.nobody)}
          </Fact>
          <Fact label={intl.formatMessage(messages.capacity)}>{capacity}</Fact>
        </IndicatorFacts>
        {steps.size > 0 ? (
          <Stack gap="sm">
            <h4 className={styles.stepsTitle}>{intl.formatMessage(messages.toDo)}</h4>
            <ul className={styles.steps}>
              {steps.has('noRehabilitator') ? (
                <li>
                  {patient.followUpPending ? (
                    <Text>{intl.formatMessage(messages.askPending)}</Text>
                  ) : (
                    <Stack gap="xs">
                      <Text>{intl.formatMessage(messages.askText)}</Text>
                      <div>
                        <RouterLink
                          className={styles.stepLink}
                          to={askHref}
                          aria-describedby={titleId}
                        >
                          {intl.formatMessage(messages.askAction)}
                        </RouterLink>
                      </div>
                    </Stack>
                  )}
                </li>
              ) : null}
              {steps.has('noDevice') ? (
                <li>
                  <Stack gap="xs">
                    <Text>{intl.formatMessage(messages.deviceText)}</Text>
                    <div>
                      <PatientDeviceActions establishmentId={establishmentId} patient={patient} />
                    </div>
                  </Stack>
                </li>
              ) : null}
              {initialise ? (
                <li>
                  <Text>
                    {main
                      ? intl.formatMessage(messages.initialiseBy, {
                          what: initialise,
                          name: formatPersonName(main),
                        })
                      : intl.formatMessage(messages.initialiseNobody, { what: initialise })}
                  </Text>
                </li>
              ) : null}
            </ul>
          </Stack>
        ) : null}
        {patient.device ? (
          // Dissociate, replace or end the service (associating is a next step above).
          <div>
            <PatientDeviceActions establishmentId={establishmentId} patient={patient} />
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
