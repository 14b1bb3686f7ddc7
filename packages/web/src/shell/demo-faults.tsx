import {
  ActionIcon,
  Affix,
  Button,
  Checkbox,
  Drawer,
  Group,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { FAULT_KINDS, type Fault, type FaultKind, MOCK_BACKENDS, type MockBackend } from '@mch/mock';
import type { DemoBackendHandle } from '@mch/mock/browser';
import { IconBug, IconPlugConnected, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { useMessages } from '../i18n/define-messages';
import { demoMessages } from './demo-messages';

function demoHandle(): DemoBackendHandle | undefined {
  return (globalThis as { __mchDemo?: DemoBackendHandle }).__mchDemo;
}

const isSwitch = (f: Fault, backend: MockBackend, kind: FaultKind) =>
  f.backend === backend && f.kind === kind && f.path === undefined && f.method === undefined;

/**
 * The demo-backend fault switches (demo mode only): an unobtrusive floating button opens a drawer with one
 * switch per backend and fault kind, a button that switches every fault off and one that resets the demo data.
 */
export default function DemoFaults() {
  const t = useMessages(demoMessages);
  const common = useT();
  const [opened, setOpened] = useState(false);
  // The drawer is mounted from its first opening on (it closes with its transition), not drawn closed at start.
  const [wanted, setWanted] = useState(false);
  const [faults, setFaults] = useState<Fault[]>(() => demoHandle()?.backend.faults.list() ?? []);

  useEffect(() => {
    const switches = demoHandle()?.backend.faults;
    if (!switches) return;
    setFaults(switches.list());
    return switches.onChange(() => setFaults(switches.list()));
  }, []);

  const handle = demoHandle();
  if (!handle) return null;
  const switches = handle.backend.faults;

  const toggle = (backend: MockBackend, kind: FaultKind, on: boolean) => {
    if (on) {
      switches.set({ backend, kind });
      return;
    }
    const rest = switches.list().filter((f) => !isSwitch(f, backend, kind));
    switches.clear();
    for (const f of rest) switches.set(f);
  };

  return (
    <>
      <Affix position={{ bottom: 16, left: 16 }} zIndex={150}>
        <Tooltip label={t('demoFaultsOpen')} position="right">
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            aria-label={t('demoFaultsOpen')}
            onClick={() => {
              setWanted(true);
              setOpened(true);
            }}
            style={{ opacity: 0.8 }}
          >
            <IconBug size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Affix>
      {wanted && (
        <Drawer
          opened={opened}
          onClose={() => setOpened(false)}
          title={t('demoFaults')}
          position="left"
          size={720}
          closeButtonProps={{ 'aria-label': common('common.close') }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('demoFaultsHint')}
            </Text>
            <Table withTableBorder striped fz="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('demoFaultsBackend')}</Table.Th>
                  {FAULT_KINDS.map((kind) => (
                    <Table.Th key={kind} ta="center">
                      {t(`fault.${kind}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {MOCK_BACKENDS.map((backend) => (
                  <Table.Tr key={backend}>
                    <Table.Th scope="row" fw={500}>
                      {t(`backend.${backend}`)}
                    </Table.Th>
                    {FAULT_KINDS.map((kind) => (
                      <Table.Td key={kind} ta="center">
                        <Checkbox
                          size="xs"
                          style={{ display: 'inline-block' }}
                          aria-label={`${t(`backend.${backend}`)}: ${t(`fault.${kind}`)}`}
                          checked={faults.some((f) => isSwitch(f, backend, kind))}
                          onChange={(event) => toggle(backend, kind, event.currentTarget.checked)}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlugConnected size={16} aria-hidden />}
                onClick={() => switches.clear()}
              >
                {t('demoFaultsClear')}
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => {
                  handle.backend.reset();
                  globalThis.location.reload();
                }}
              >
                {t('demoFaultsReset')}
              </Button>
            </Group>
          </Stack>
        </Drawer>
      )}
    </>
  );
}
