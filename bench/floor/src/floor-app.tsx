import { AppShell, MantineProvider, NavLink, Table, Tabs, Text, Title } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { Workbench } from '@mch/sdk';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useNavigate,
} from '@tanstack/react-router';
import { atom, useAtom } from 'jotai';
import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The style nonce nginx writes into the page's `csp-nonce` meta (the bench's deployment landing serves the floor
 * behind the same nginx and Content-Security-Policy as the workbench), for Mantine's `<style>` elements; none when the
 * meta still holds its placeholder.
 */
function styleNonceProps(): { getStyleNonce?: () => string } {
  const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? '';
  return nonce && nonce !== '__CSP_NONCE__' ? { getStyleNonce: () => nonce } : {};
}

/** The open tab of the floor's tab strip. */
const tabAtom = atom<string | null>('home');

const WorkbenchContext = createContext<Workbench | null>(null);

function useWb(): Workbench {
  const wb = useContext(WorkbenchContext);
  if (!wb) throw new Error('no workbench');
  return wb;
}

function Shell() {
  const [tab, setTab] = useAtom(tabAtom);
  const navigate = useNavigate();
  return (
    <AppShell header={{ height: 82 }} navbar={{ width: 250, breakpoint: 0 }} padding="md">
      <AppShell.Header p="md">
        <Title order={1} size="h3">
          Bench floor
        </Title>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <NavLink label="Home" active onClick={() => void navigate({ to: '/' })} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Tabs value={tab} onChange={setTab} variant="outline">
          <Tabs.List>
            <Tabs.Tab value="home">Home</Tabs.Tab>
            <Tabs.Tab value="other">Other</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="home" pt="md">
            <Outlet />
          </Tabs.Panel>
          <Tabs.Panel value="other" pt="md">
            <Text>Other</Text>
          </Tabs.Panel>
        </Tabs>
      </AppShell.Main>
    </AppShell>
  );
}

/** The floor's only screen: one mocked text (the user's nickname from the demo backend) in a table. */
function Home() {
  const wb = useWb();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    wb.main.GET('/v1/user/getUser', { signal: controller.signal }).then(
      (user) => {
        setName(user.nickName ?? user.userName ?? '');
        notifications.show({ message: 'Loaded' });
      },
      () => setName(''),
    );
    return () => controller.abort();
  }, [wb]);
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>User</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>{name === null ? '' : <span data-bench="floor-ready">{name}</span>}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

const rootRoute = createRootRoute({ component: Shell });
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home });
const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute]) });

/**
 * The benchmark's floor: what any app on this stack pays before it shows anything — React, a Mantine shell with
 * tabs, a table and notifications, TanStack Router, jotai and the SDK's client — showing one mocked text.
 */
export function FloorApp({ wb }: { wb: Workbench }) {
  return (
    <WorkbenchContext value={wb}>
      <MantineProvider {...styleNonceProps()}>
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </WorkbenchContext>
  );
}
