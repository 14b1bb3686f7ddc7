import {
  Button,
  Center,
  Code,
  Divider,
  List,
  MantineProvider,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useLayoutEffect } from 'react';
import { createTranslator, type MessageKey, type Translate } from '../i18n';
import { removeBootSkeleton } from '../platform/boot-skeleton';
import type { ConfigFailure, ConfigIssue } from '../platform/config';
import { cssVariablesResolver, theme } from '../platform/theme';
import { BilingualDemoMarker } from '../shell/demo-marker';
import { styleNonceProps } from './style-nonce';

/** Why the app could not start: config.json, the demo backend, or anything else. */
export type StartupProblem =
  | { kind: 'config'; failure: ConfigFailure }
  | { kind: 'demoBackend'; detail?: string }
  | { kind: 'unexpected'; detail?: string };

const TEXTS: Record<StartupProblem['kind'], { title: MessageKey; body: MessageKey }> = {
  config: { title: 'startup.configTitle', body: 'startup.configBody' },
  demoBackend: { title: 'startup.demoTitle', body: 'startup.demoBody' },
  unexpected: { title: 'startup.unexpectedTitle', body: 'startup.unexpectedBody' },
};

const ISSUE_KEYS: Record<ConfigIssue['kind'], MessageKey> = {
  missing: 'config.issue.missing',
  notObject: 'config.issue.notObject',
  notString: 'config.issue.notString',
  notBoolean: 'config.issue.notBoolean',
  empty: 'config.issue.empty',
  notUrl: 'config.issue.notUrl',
  notCookieName: 'config.issue.notCookieName',
  notArray: 'config.issue.notArray',
  notOrigin: 'config.issue.notOrigin',
  notHeaderName: 'config.issue.notHeaderName',
  notHeaderValue: 'config.issue.notHeaderValue',
  notBackend: 'config.issue.notBackend',
  notStatus: 'config.issue.notStatus',
  notCode: 'config.issue.notCode',
  demoNotInBuild: 'config.issue.demoNotInBuild',
};

/** The detail lines of a problem, in one language. */
export function describeStartupProblem(problem: StartupProblem, t: Translate): string[] {
  if (problem.kind !== 'config') return problem.detail ? [problem.detail] : [];
  const { failure } = problem;
  switch (failure.reason) {
    case 'unreachable':
      return [t('config.unreachable', { status: failure.status })];
    case 'networkFailure':
      return [t('config.networkFailure')];
    case 'invalidJson':
      return [t('config.invalidJson')];
    case 'invalid':
      return failure.issues.map((issue) => t(ISSUE_KEYS[issue.kind], { path: issue.path }));
  }
}

function Section({ t, problem, lang }: { t: Translate; problem: StartupProblem; lang: string }) {
  const texts = TEXTS[problem.kind];
  const details = describeStartupProblem(problem, t);
  return (
    <Stack gap="xs" lang={lang}>
      <Title order={1} size="h3">
        {t(texts.title)}
      </Title>
      <Text>{t(texts.body)}</Text>
      {details.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t('startup.details')}
          </Text>
          <List size="sm" spacing={2}>
            {details.map((line) => (
              <List.Item key={line}>
                <Code>{line}</Code>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/**
 * The screen shown when the app cannot start (never a blank page). It needs neither the runtime config nor the
 * locale, so it says everything in both English and Chinese.
 */
export function StartupErrorScreen({
  problem,
  onReload = () => globalThis.location.reload(),
  env,
  demo = false,
}: {
  problem: StartupProblem;
  onReload?: () => void;
  env?: 'default' | 'test';
  /** Whether this is the demo build's screen: it shows the demo marker too (never in the deployable build). */
  demo?: boolean;
}) {
  const en = createTranslator('en');
  const zh = createTranslator('zh-CN');
  // The page's outline (index.html) goes: this screen is what the user sees now.
  useLayoutEffect(removeBootSkeleton, []);
  return (
    <MantineProvider
      theme={theme}
      env={env ?? 'default'}
      cssVariablesResolver={cssVariablesResolver}
      {...styleNonceProps()}
    >
      <Center mih="100vh" p="xl" component="main">
        <Paper withBorder shadow="sm" p="xl" maw={720} w="100%" role="alert">
          <Stack>
            <Section t={en} problem={problem} lang="en" />
            <Divider />
            <Section t={zh} problem={problem} lang="zh-CN" />
            <Button onClick={onReload} style={{ alignSelf: 'flex-start' }}>
              {`${en('startup.reload')} / ${zh('startup.reload')}`}
            </Button>
          </Stack>
        </Paper>
      </Center>
      {__MCH_DEMO__ && demo && <BilingualDemoMarker />}
    </MantineProvider>
  );
}
