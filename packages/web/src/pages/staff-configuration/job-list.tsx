import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { type ChooseUserJob, formatElapsed, jobHoldsUntil, jobProgressPercent } from '@mch/sdk';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useFormat } from '../../i18n/use-format';
import { useWorkbench } from '../../platform/workbench-context';
import { errorMessage } from '../../ui/error-message';
import { ImportRejectionsTable } from './import-rejections';
import { studentSettingMessages } from './messages';
import { useJobLabel, useJobList } from './sync-jobs';

const STATUS_COLOURS = { running: 'blue', done: 'green', failed: 'red', unconfirmed: 'orange' } as const;

/** How a finished import that left rows out is marked: some rows imported, or none. */
const PARTLY_COLOUR = 'yellow';
const NOTHING_COLOUR = 'orange';

function JobRow({ job, onDismiss }: { job: ChooseUserJob; onDismiss: () => void }) {
  const t = useMessages(studentSettingMessages);
  const common = useT();
  const format = useFormat();
  const clock = useWorkbench().adapters.clock;
  const label = useJobLabel()(job);
  const rejected = job.status === 'done' ? job.rejected : undefined;
  const nothingImported = rejected !== undefined && job.status === 'done' && (job.imported ?? 0) === 0;
  const statusText = rejected
    ? nothingImported
      ? t('jobNothingImported')
      : t('jobPartlyImported')
    : {
        running: t('jobRunning'),
        done: t('jobDone'),
        failed: t('jobFailed'),
        unconfirmed: t('jobUnconfirmed'),
      }[job.status];
  const colour = rejected ? (nothingImported ? NOTHING_COLOUR : PARTLY_COLOUR) : STATUS_COLOURS[job.status];
  const heldUntil = job.status === 'unconfirmed' ? jobHoldsUntil(job, clock.now()) : null;
  return (
    <Stack gap={4} component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Badge
            variant="light"
            color={colour}
            tt="none"
            style={{ '--badge-color': 'var(--mantine-color-dark-7)' }}
          >
            {statusText}
          </Badge>
          {job.status !== 'running' && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={onDismiss}
              aria-label={t('dismissJob', { job: label })}
            >
              {t('dismiss')}
            </Button>
          )}
        </Group>
      </Group>
      <Progress
        value={jobProgressPercent(job)}
        color={colour}
        striped={job.status === 'running'}
        animated={job.status === 'running'}
        aria-label={t('jobProgress', { job: label })}
      />
      <Text size="xs" c="dimmed">
        {t('jobElapsed', { elapsed: formatElapsed(job.elapsedMs), limit: formatElapsed(job.limitMs) })}
        {job.status === 'done' && job.imported !== undefined
          ? ` · ${t('jobImported', { count: job.imported })}`
          : ''}
        {rejected ? ` · ${t('jobRejected', { count: rejected.total })}` : ''}
      </Text>
      {rejected && <ImportRejectionsTable rejected={rejected} fileName={job.fileName ?? ''} />}
      {job.status === 'failed' && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(job.error, common)}
        </Text>
      )}
      {job.status === 'unconfirmed' && (
        <Text size="sm" c="orange.9">
          {job.reason === 'reload' ? t('jobUnconfirmedReload') : t('jobUnconfirmedGateway')}
          {heldUntil !== null ? ` ${t('jobHeldUntil', { time: format.dateTime(heldUntil) })}` : ''}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The preselection's long calls, running and finished, with their progress (the part of the time limit used) and
 * elapsed time. They belong to the app, not the page: they go on while the page is hidden or closed.
 */
export function JobList() {
  const t = useMessages(studentSettingMessages);
  const jobs = useWorkbench().chooseUserJobs;
  const list = useJobList(jobs);
  if (list.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('jobsTitle')}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h5">
            {t('jobsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('jobsHint')}
          </Text>
        </div>
        <Stack gap="md" component="ul" m={0} p={0}>
          {[...list].reverse().map((job) => (
            <JobRow key={job.id} job={job} onDismiss={() => jobs.dismiss(job.id)} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
