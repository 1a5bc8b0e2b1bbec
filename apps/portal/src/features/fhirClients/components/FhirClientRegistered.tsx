import type { FhirClient } from '@oxilio/domain/contract';
import { Button, Card, Heading, Stack, Text } from '@oxilio/ui';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { scopesToSend } from '../model/fhirClientForm';
import { CopyValue } from './CopyValue';
import * as styles from './fhirClients.css';
import { fhirClientsMessages as messages } from './messages';

export interface FhirClientRegisteredProps {
  /** The system just connected. */
  client: FhirClient;
  /** Where the portal (and its API) is served. */
  origin: string;
  onDone: () => void;
  /** The heading's level. @defaultValue 3 */
  headingLevel?: 3 | 4;
}

/**
 * What the manager gives the system's administrator once it is connected: its client_id, the
 * token and FHIR addresses and the scopes to ask, each to copy, and in a few words how it connects.
 */
export function FhirClientRegistered({
  client,
  origin,
  onDone,
  headingLevel = 3,
}: FhirClientRegisteredProps) {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={headingLevel} id={headingId} ref={heading} tabIndex={-1}>
          {intl.formatMessage(messages.doneTitle, { name: client.name })}
        </Heading>
        <Text>{intl.formatMessage(messages.doneIntro)}</Text>
        <dl className={styles.details}>
          <div>
            <CopyValue
              as="dt"
              label={intl.formatMessage(messages.clientId)}
              value={client.clientId}
            />
          </div>
          <div>
            <CopyValue
              as="dt"
              label={intl.formatMessage(messages.tokenUrl)}
              value={`${origin}/oauth2/token`}
            />
          </div>
          <div>
            <CopyValue
              as="dt"
              label={intl.formatMessage(messages.fhirBase)}
              value={`${origin}/fhir/R4`}
            />
          </div>
          <div>
            <CopyValue
              as="dt"
              label={intl.formatMessage(messages.scopeValue)}
              value={scopesToSend(client.scopes).join(' ')}
            />
          </div>
        </dl>
        <Text size="small">{intl.formatMessage(messages.doneHow)}</Text>
        <div>
          <Button type="button" variant="secondary" onClick={onDone}>
            {intl.formatMessage(messages.done)}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
