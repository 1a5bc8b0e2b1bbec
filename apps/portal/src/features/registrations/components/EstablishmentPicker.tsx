import type { DirectoryEstablishment } from '@oxilio/domain/contract';
import { Button, RadioGroup, Stack, Text, TextField } from '@oxilio/ui';
import { Search } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { searchDirectory } from '../api/registrations';
import { registrationMessages as messages } from '../messages';

/** The establishment chosen: one of the directory, or none ("not in the list", with the name typed). */
export interface EstablishmentPick {
  establishmentId: string | null;
  name: string;
}

export interface EstablishmentPickerProps {
  /** The chosen establishment; `name` empty: nothing chosen yet. */
  value: EstablishmentPick;
  onChange: (pick: EstablishmentPick) => void;
  /** The search field's name (a form's first wrong field takes the focus by it). */
  name?: string;
  error?: ReactNode;
  /** Offers "my establishment is not in the list" (the application form). @defaultValue false */
  allowNotListed?: boolean;
  /** The directory's search (the stories give their own). */
  search?: (query: string) => Promise<DirectoryEstablishment[]>;
}

const notListed = 'not-listed';

/**
 * Finds an establishment in the public directory (names and towns) and picks it: a search field
 * and its button (Enter searches too, without sending the surrounding form), the results as radio
 * buttons, and their count announced. The search is asked for, not run at each key: the directory
 * is rate-limited and a screen reader hears one answer.
 */
export function EstablishmentPicker({
  value,
  onChange,
  name = 'establishmentSearch',
  error,
  allowNotListed = false,
  search = searchDirectory,
}: EstablishmentPickerProps) {
  const intl = useIntl();
  const [query, setQuery] = useState(value.name);
  const [results, setResults] = useState<{ query: string; found: DirectoryEstablishment[] } | null>(
    null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  async function run() {
    const text = query.trim();
    if (text.length < 2) {
      setProblem(intl.formatMessage(messages.searchTooShort));
      return;
    }
    setProblem(null);
    setSearching(true);
    try {
      setResults({ query: text, found: await search(text) });
    } catch {
      setProblem(intl.formatMessage(messages.searchFailed));
    } finally {
      setSearching(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void run();
    }
  }

  const chosen =
    value.establishmentId ?? (value.name && results && allowNotListed ? notListed : '');
  const options = [
    ...(results?.found ?? []).map((each) => ({
      value: each.establishmentId,
      label: each.town
        ? intl.formatMessage(messages.resultLabel, { name: each.name, town: each.town })
        : each.name,
    })),
    ...(allowNotListed
      ? [
          {
            value: notListed,
            label: intl.formatMessage(messages.notListed),
            hint: intl.formatMessage(messages.notListedHint),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      <TextField
        name={name}
        label={intl.formatMessage(messages.searchLabel)}
        hint={intl.formatMessage(messages.searchHint)}
        value={query}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={problem ?? error}
      />
      <div>
        <Button type="button" variant="secondary" icon={Search} loading={searching} onClick={run}>
          {intl.formatMessage(messages.searchButton)}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {results ? (
          <Text>
            {intl.formatMessage(messages.results, {
              count: results.found.length,
              query: results.query,
            })}
          </Text>
        ) : null}
      </div>
      {results && options.length > 0 ? (
        <RadioGroup
          label={intl.formatMessage(messages.resultsLegend)}
          options={options}
          value={chosen}
          onValueChange={(picked) => {
            const found = results.found.find((each) => each.establishmentId === picked);
            onChange(
              found
                ? { establishmentId: found.establishmentId, name: found.name }
                : { establishmentId: null, name: results.query },
            );
          }}
        />
      ) : null}
      {results && !allowNotListed ? (
        <Text tone="muted" size="small">
          {intl.formatMessage(messages.notInDirectory)}
        </Text>
      ) : null}
    </Stack>
  );
}
