import { formatDateTime, formatDayOfInstant, formatPersonName } from '@oxilio/domain';
import type { FhirClient, FhirClientCreateBody } from '@oxilio/domain/contract';
import {
  Badge,
  Button,
  Card,
  ConfirmAction,
  Heading,
  ListCard,
  ListRow,
  ListRows,
  Skeleton,
  Stack,
  Text,
} from '@oxilio/ui';
import { PlugZap, Unplug } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { DataState, type DataStateProps } from '../../../app/DataState';
import { useWrite, type WriteCall } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { useLocale } from '../../../i18n/LocaleProvider';
import { readableTypes } from '../model/fhirClientForm';
import { CopyValue } from './CopyValue';
import { FhirClientForm } from './FhirClientForm';
import { FhirClientRegistered } from './FhirClientRegistered';
import * as styles from './fhirClients.css';
import { fhirClientsMessages as messages } from './messages';
import { typeLabels } from './scopeLabels';
import { useTimeZone } from '../../stats';

export interface FhirClientsCardProps {
  /** The establishment's systems, revoked ones included (`useFhirClients`). */
  clients: readonly FhirClient[];
  /** Registering a system (`registerFhirClientWrite`). */
  register: WriteCall<FhirClientCreateBody, FhirClient>;
  /** Revoking one (`revokeFhirClientWrite`). */
  revoke: WriteCall<Pick<FhirClient, 'clientId' | 'name'>, FhirClient>;
  /** Where the portal is served, for the addresses the system's administrator configures. @defaultValue window.location.origin */
  origin?: string;
  /** The connecting part at first (stories): the button, the form, or a system just connected. */
  initialStep?: Step;
}

type Step = { kind: 'closed' } | { kind: 'form' } | { kind: 'registered'; client: FhirClient };

const rowNameId = (client: FhirClient) => `fhir-client-${client.clientId}`;

/**
 * The health record systems (DPI) that read the establishment's data on its FHIR interface
 * (SMART Backend Services): the connected ones with their client_id to copy and a revoke that asks
 * first, the revoked ones kept apart as history, and connecting a new one.
 */
export function FhirClientsCard({
  clients,
  register,
  revoke,
  origin = window.location.origin,
  initialStep = { kind: 'closed' },
}: FhirClientsCardProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const [step, setStep] = useState<Step>(initialStep);
  const connectButton = useRef<HTMLButtonElement>(null);
  const revoking = useWrite({
    ...revoke,
    success: (client) => ({ message: messages.revoked, values: { name: client.name } }),
    failure: messages.failed,
  });
  // The system just revoked: its row moves to the history, and the focus goes with it.
  const followed = useRef<string | null>(null);
  useLayoutEffect(() => {
    const moved = clients.find(
      (client) => client.clientId === followed.current && client.revokedAt !== null,
    );
    if (moved) {
      followed.current = null;
      document.getElementById(rowNameId(moved))?.focus();
    }
  }, [clients]);

  const active = clients.filter((client) => client.revokedAt === null);
  const revoked = clients.filter((client) => client.revokedAt !== null);
  const day = (instant: string) => formatDayOfInstant(instant, locale, timeZone);
  const readable = (client: FhirClient) => {
    const types = readableTypes(client.scopes);
    const labels =
      types === 'all'
        ? [intl.formatMessage(messages.scopeAll)]
        : types.map((type) => intl.formatMessage(typeLabels[type]));
    return (
      <Text as="div" size="small" className={styles.wrap}>
        {intl.formatMessage(messages.readable)}
        <ul className={styles.typeList}>
          {labels.map((label) => (
            <li key={label} className={styles.typeItem}>
              {label}
            </li>
          ))}
        </ul>
      </Text>
    );
  };
  const registered = (client: FhirClient) =>
    intl.formatMessage(messages.registered, {
      date: day(client.createdAt),
      name: formatPersonName(client.createdBy),
    });
  const lastUsed = (client: FhirClient) =>
    client.lastUsedAt
      ? intl.formatMessage(messages.lastUsed, {
          date: formatDateTime(client.lastUsedAt, locale, timeZone),
        })
      : intl.formatMessage(messages.neverUsed);

  const backToButton = () => {
    setStep({ kind: 'closed' });
    // The button comes back in place of the form: the focus goes to it, not to the page's top.
    requestAnimationFrame(() => connectButton.current?.focus());
  };

  return (
    <ListCard
      title={intl.formatMessage(messages.title)}
      before={
        <>
          <Text tone="muted">{intl.formatMessage(messages.intro)}</Text>
          <WriteNotice notice={revoking.notice} />
        </>
      }
      empty={<Text>{intl.formatMessage(messages.empty)}</Text>}
      after={
        <>
          {step.kind === 'closed' ? (
            <div>
              <Button
                ref={connectButton}
                icon={PlugZap}
                variant={active.length === 0 ? 'primary' : 'secondary'}
                onClick={() => {
                  revoking.reset();
                  setStep({ kind: 'form' });
                }}
              >
                {intl.formatMessage(messages.connect)}
              </Button>
            </div>
          ) : null}
          {step.kind === 'form' ? (
            <FhirClientForm
              register={register}
              onRegistered={(client) => setStep({ kind: 'registered', client })}
              onCancel={backToButton}
            />
          ) : null}
          {step.kind === 'registered' ? (
            <FhirClientRegistered client={step.client} origin={origin} onDone={backToButton} />
          ) : null}
          {revoked.length > 0 ? (
            <Stack gap="sm">
              <Heading level={3} visualLevel={4}>
                {intl.formatMessage(messages.revokedTitle)}
              </Heading>
              <Text size="small" tone="muted">
                {intl.formatMessage(messages.revokedIntro)}
              </Text>
              <ListRows variant="muted">
                {revoked.map((client) => (
                  <ListRow
                    key={client.clientId}
                    actions={
                      <Badge tone="neutral">{intl.formatMessage(messages.revokedBadge)}</Badge>
                    }
                  >
                    <Text
                      weight="bold"
                      id={rowNameId(client)}
                      tabIndex={-1}
                      className={styles.wrap}
                    >
                      {client.name}
                    </Text>
                    {readable(client)}
                    <Text size="small" tone="muted" className={styles.wrap}>
                      {intl.formatMessage(messages.clientIdIs, {
                        id: <code className={styles.value}>{client.clientId}</code>,
                      })}
                    </Text>
                    <Text size="small" tone="muted">
                      {registered(client)}
                    </Text>
                    <Text size="small" tone="muted">
                      {lastUsed(client)}
                    </Text>
                    <Text size="small" weight="bold">
                      {intl.formatMessage(messages.revokedOn, { date: day(client.revokedAt!) })}
                    </Text>
                  </ListRow>
                ))}
              </ListRows>
            </Stack>
          ) : null}
        </>
      }
    >
      {active.map((client) => (
        <ListRow
          key={client.clientId}
          actions={
            <ConfirmAction
              label={intl.formatMessage(messages.revoke)}
              icon={Unplug}
              aria-describedby={rowNameId(client)}
              pending={revoking.writing?.clientId === client.clientId}
              disabled={revoking.isMutating}
              title={intl.formatMessage(messages.revokeTitle, { name: client.name })}
              description={intl.formatMessage(messages.revokeBody)}
              cancelLabel={intl.formatMessage(messages.keep)}
              onConfirm={async () => {
                followed.current = client.clientId;
                const result = await revoking.trigger({
                  clientId: client.clientId,
                  name: client.name,
                });
                if (!result?.ok) {
                  followed.current = null;
                }
              }}
            />
          }
        >
          <Text weight="bold" id={rowNameId(client)} tabIndex={-1} className={styles.wrap}>
            {client.name}
          </Text>
          {readable(client)}
          <CopyValue
            label={intl.formatMessage(messages.clientId)}
            value={client.clientId}
            aria-describedby={rowNameId(client)}
          />
          <Text size="small" tone="muted" className={styles.wrap}>
            {client.jwksUrl
              ? intl.formatMessage(messages.keysAtUrl, { url: client.jwksUrl })
              : intl.formatMessage(messages.keysInline, {
                  count: client.keyIds.length,
                  kids: intl.formatList(client.keyIds, { type: 'unit' }),
                })}
          </Text>
          <Text size="small" tone="muted">
            {registered(client)}
          </Text>
          <Text size="small" tone="muted">
            {lastUsed(client)}
          </Text>
        </ListRow>
      ))}
    </ListCard>
  );
}

export interface FhirClientsSectionProps extends Omit<FhirClientsCardProps, 'clients'> {
  /** The systems' read (`useFhirClients`). */
  query: DataStateProps<FhirClient[]>['query'];
}

/**
 * The card once the systems are read; until then, or when the read failed, the same titled
 * section holding the skeleton or the error with its retry, so that a failure says what failed.
 */
export function FhirClientsSection({ query, ...card }: FhirClientsSectionProps) {
  const intl = useIntl();
  if (query.data) {
    return <FhirClientsCard clients={query.data} {...card} />;
  }
  return (
    <Card as="section" title={intl.formatMessage(messages.title)} headingLevel={2}>
      <DataState query={query} loading={<Skeleton shape="text" lines={4} />}>
        {() => null}
      </DataState>
    </Card>
  );
}
