import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { CancelledError, SIGNUP_CODE_INPUT_LIMIT, type SignupCard, trimSignupCode } from '@mch/sdk';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { LoadingLine } from '../../ui/loading-line';
import { signupMessages } from './messages';
import { SignupResultCard } from './signup-card';

/** What the result area shows. */
type Results =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; cards: SignupCard[] }
  | { status: 'failed'; messageKey: 'error.syncUserInfo' | 'signup.noUser' | 'signup.searchFailed' };

/**
 * The sign-up dialog's content: the code input (340 px, trimmed, Enter searches), the search button, 'found N items'
 * and the result cards. Mounted afresh each time the dialog opens, so the code and the result start empty. A search
 * asked for while another runs replaces it (the button stays enabled, so Enter searches the new code), and a warning
 * clears what an earlier code found, so the cards shown always belong to the last code searched.
 */
export function SignupPanel() {
  const wb = useWorkbench();
  const t = useT();
  const m = useMessages(signupMessages);
  const [code, setCode] = useState('');
  const [warning, setWarning] = useState<'signup.emptyCode' | 'signup.codeRuleMismatch' | null>(null);
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const search = useRef<AbortController | null>(null);

  useEffect(() => () => search.current?.abort(), []);

  const run = async (raw: string) => {
    const trimmed = trimSignupCode(raw);
    setCode(trimmed);
    search.current?.abort();
    const controller = new AbortController();
    search.current = controller;
    setWarning(null);
    setResults(trimmed === '' ? { status: 'idle' } : { status: 'searching' });
    try {
      const outcome = await wb.signup.searchSignup(trimmed, { signal: controller.signal });
      if (controller.signal.aborted) return;
      const key = outcome.messageKey;
      if (key === 'signup.emptyCode' || key === 'signup.codeRuleMismatch') {
        setWarning(key);
        setResults({ status: 'idle' });
      } else if (key !== null) {
        setResults({ status: 'failed', messageKey: key });
      } else {
        setResults({ status: 'found', cards: outcome.cards });
      }
    } catch (error) {
      if (error instanceof CancelledError || controller.signal.aborted) return;
      setResults({ status: 'failed', messageKey: 'signup.searchFailed' });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(code);
  };

  const replace = (card: SignupCard) =>
    setResults((current) =>
      current.status === 'found'
        ? {
            status: 'found',
            cards: current.cards.map((c) => (c.type === card.type && c.code === card.code ? card : c)),
          }
        : current,
    );

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            w={340}
            aria-label={m('codeLabel')}
            placeholder={m('codePlaceholder')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setWarning(null);
            }}
            error={warning === null ? undefined : t(warning)}
            autoComplete="off"
            maxLength={SIGNUP_CODE_INPUT_LIMIT}
            data-autofocus
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('common.search')}
          </Button>
        </Group>
      </form>
      <section aria-label={m('results')} aria-busy={results.status === 'searching'}>
        {/*
         * One status line for the dialog's life, whose text changes (a screen reader reads a change of a live region
         * it knows, not one added with its text); empty while a search runs, so the count of every search is read,
         * also when it equals the last one.
         */}
        <Text size="sm" c="dimmed" role="status" mb={results.status === 'found' ? 'sm' : 0}>
          {results.status === 'found' ? t('common.foundItems', { count: results.cards.length }) : ''}
        </Text>
        {results.status === 'searching' && <LoadingLine py="sm" />}
        {results.status === 'failed' && (
          <ErrorPanel message={t(results.messageKey)} onRetry={() => void run(code)} />
        )}
        {results.status === 'found' && (
          <Stack gap="sm">
            {results.cards.length === 0 ? (
              <EmptyState title={t('signup.noData')} />
            ) : (
              results.cards.map((card) => (
                <SignupResultCard key={`${card.type}:${card.code}`} card={card} onRegistered={replace} />
              ))
            )}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
