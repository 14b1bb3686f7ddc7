import {
  ActionIcon,
  Box,
  Button,
  type ButtonFactory,
  Divider,
  Group,
  Indicator,
  Menu,
  type PartialVarsResolver,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { UserInfo } from '@mch/sdk';
import {
  IconBell,
  IconDeviceDesktop,
  IconDownload,
  IconExternalLink,
  IconLogout,
  IconStar,
  IconUserCircle,
} from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { memo, useState, useSyncExternalStore } from 'react';
import { openEvaluationAtom } from '../features/evaluation/evaluation-atoms';
import { LanguageSwitch } from '../i18n';
import { useMessages } from '../i18n/define-messages';
import { lazyChunk } from '../platform/chunk';
import { useRuntimeConfig } from '../platform/runtime-config-context';
import { useOpenPage, useWorkbench } from '../platform/workbench-context';
import { PartSuspense } from '../ui/part-suspense';
import classes from './header.module.css';
import { shellMessages } from './messages';
import { ProvinceLogo } from './province-logo';

// The QR code (and its encoder) is drawn only when a panel with it opens.
const QrCodeLazy = lazyChunk(() => import('./qr-code').then((m) => ({ default: m.QrCode })));

/** The app-download QR code, loaded when first shown (a blank square of its size until then). */
function QrCode({ value, size, label }: { value: string; size: number; label?: string }) {
  return (
    <PartSuspense quiet fallback={<div style={{ width: size, height: size }} aria-hidden />}>
      <QrCodeLazy value={value} size={size} label={label} />
    </PartSuspense>
  );
}

/** Height of the header (SPEC.md §9). */
export const HEADER_HEIGHT = 82;

/**
 * The header's subtle buttons: white text, and on hover a translucent black over the primary colour (Mantine's
 * light primary hover left white text at a 1.5:1 contrast).
 */
const headerButton = { root: { color: 'white' } } as const;
const headerButtonVars: PartialVarsResolver<ButtonFactory> = () => ({
  root: { '--button-hover': 'rgb(0 0 0 / 18%)' },
});

function Bell() {
  const wb = useWorkbench();
  const openPage = useOpenPage();
  const t = useMessages(shellMessages);
  const counts = useSyncExternalStore(wb.notices.subscribe, wb.notices.getSnapshot, wb.notices.getSnapshot);
  const unread = counts.total;
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={18}
      color="red"
      offset={4}
      // The button's name says the count: the badge's digits are not read a second time before it.
      attributes={{ indicator: { 'aria-hidden': true } }}
    >
      <ActionIcon
        variant="subtle"
        color="white"
        size="lg"
        aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
        onClick={() => openPage('/user-notice')}
      >
        <IconBell size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}

/**
 * The app-download QR code in a popover: the button opens and closes it, and so do Escape and leaving the button
 * (the popover holds nothing to focus, so focus stays on the button, where Mantine's own Escape does not listen).
 */
function AppDownload() {
  const config = useRuntimeConfig();
  const t = useMessages(shellMessages);
  const [opened, setOpened] = useState(false);
  return (
    <Popover position="bottom" withArrow shadow="md" opened={opened} onChange={setOpened}>
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          styles={headerButton}
          vars={headerButtonVars}
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
          onBlur={() => setOpened(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpened(false);
          }}
        >
          {t('appDownload')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack align="center" gap={6}>
          <QrCode value={config.externalUrls.appDownload} size={132} label={t('appQrAlt')} />
          <Text size="xs" c="dimmed">
            {t('appDownloadHint')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The user's name and unit, with their panel: it opens on hover, and on click or Enter for the keyboard, as a
 * menu whose actions (rate the platform, more) the arrow keys reach; Escape closes it and returns to the name.
 */
function UserPanel({ user, demoMode }: { user: UserInfo; demoMode: boolean }) {
  const config = useRuntimeConfig();
  const t = useMessages(shellMessages);
  // The satisfaction evaluation opened from here (not from the home) can be closed (SPEC.md §4).
  const openEvaluation = useSetAtom(openEvaluationAtom);
  return (
    <Menu
      trigger="click-hover"
      position="bottom-end"
      shadow="md"
      withArrow
      openDelay={150}
      closeDelay={200}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton c="white" className={classes.userPanel}>
          <Stack component="span" gap={0} align="flex-end" miw={0} w="100%">
            <Text component="span" fw={600} size="sm" c="white" maw="100%" truncate="end">
              {user.nickName}
            </Text>
            <Text
              component="span"
              size="xs"
              c="white"
              maw="min(220px, 100%)"
              truncate="end"
              title={user.unitName}
            >
              {user.unitName}
            </Text>
          </Stack>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap="xs" align="center" maw={220} p="xs">
          <Text fw={600}>{user.nickName}</Text>
          <Text size="xs" c="dimmed" ta="center">
            {user.unitName}
          </Text>
          {!demoMode && (
            <>
              <Divider w="100%" />
              {/* A copy of the App download button's code; inside a menu only items may be named. */}
              <QrCode value={config.externalUrls.appDownload} size={112} />
              <Text size="xs" c="dimmed">
                {t('appDownloadHint')}
              </Text>
            </>
          )}
        </Stack>
        <Menu.Divider />
        <Menu.Item leftSection={<IconStar size={14} aria-hidden />} onClick={() => openEvaluation()}>
          {t('rateThePlatform')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={config.externalUrls.more}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconExternalLink size={14} aria-hidden />}
        >
          {t('moreLink')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The header (82 px): the province logo, the user's nickname and unit (with the hover panel), the personal
 * centre, app and client downloads, the bell, the language switch and logout. Demo mode hides the logo and both
 * downloads. Memoised: the shell renders again when the session brings the business lines or the address changes,
 * which change nothing here.
 */
export const ShellHeader = memo(function ShellHeader({
  user,
  demoMode,
}: {
  user: UserInfo;
  demoMode: boolean;
}) {
  const wb = useWorkbench();
  const config = useRuntimeConfig();
  const openPage = useOpenPage();
  const t = useMessages(shellMessages);
  return (
    <Box
      component="header"
      className={classes.header}
      h={HEADER_HEIGHT}
      px="lg"
      bg="var(--mantine-primary-color-filled)"
      style={{ display: 'flex', alignItems: 'center', flex: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" w="100%">
        {/* The product's name keeps its width (up to a share of the header) and the controls on the right keep
            theirs; what gives way when both do not fit in the minimum width (1300 px) is the user's unit name, shortened
            (the whole name is in the user's menu and its tooltip), never Log out pushed off the window. */}
        <Group gap="md" wrap="nowrap" miw={0} className={classes.brand}>
          {demoMode ? (
            <Text component="span" c="white" fw={600} size="lg" truncate="end">
              {t('productName')}
            </Text>
          ) : (
            <ProvinceLogo areaCode={user.unitAreaCode} />
          )}
        </Group>
        <Group gap={6} wrap="nowrap" className={classes.controls}>
          <UserPanel user={user} demoMode={demoMode} />
          <Divider orientation="vertical" color="rgba(255,255,255,0.4)" />
          <Button
            variant="subtle"
            size="compact-sm"
            styles={headerButton}
            vars={headerButtonVars}
            leftSection={<IconUserCircle size={16} aria-hidden />}
            onClick={() => openPage('/user-center')}
          >
            {t('userCenter')}
          </Button>
          {!demoMode && <AppDownload />}
          {!demoMode && (
            <Button
              component="a"
              href={config.externalUrls.clientDownload}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              size="compact-sm"
              styles={headerButton}
              vars={headerButtonVars}
              leftSection={<IconDeviceDesktop size={16} aria-hidden />}
            >
              {t('clientDownload')}
            </Button>
          )}
          <Bell />
          <LanguageSwitch />
          <Button
            variant="white"
            size="compact-sm"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => wb.session.logout('user')}
          >
            {t('logout')}
          </Button>
        </Group>
      </Group>
    </Box>
  );
});
