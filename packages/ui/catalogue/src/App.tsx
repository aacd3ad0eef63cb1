import {
  AppShell,
  Burger,
  Group,
  ScrollArea,
  Switch,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Sidebar } from './Sidebar';
import { ENTRIES } from './stories';
import { StoryFrame } from './StoryFrame';
import { useHash } from './useHash';

declare global {
  interface Window {
    /** The entries, for the Playwright test to open one by one. */
    __CATALOGUE__?: { title: string; state: string; hash: string }[];
  }
}

window.__CATALOGUE__ = ENTRIES.map(({ title, state, hash }) => ({ title, state, hash }));

/** The catalogue: sidebar of stories, the chosen state, and a light/dark switch. */
export function App() {
  const hash = useHash();
  const [menuOpened, menu] = useDisclosure(false);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const entry = ENTRIES.find((candidate) => candidate.hash === hash) ?? ENTRIES[0];

  useEffect(() => {
    if (entry) document.title = `${entry.title} · ${entry.stateLabel}`;
  }, [entry]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Show stories"
            />
            <Title order={1} size="h4">
              @creator/ui
            </Title>
          </Group>
          <Switch
            label="Dark"
            checked={colorScheme === 'dark'}
            onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
          />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <ScrollArea>
          <Sidebar entries={ENTRIES} current={entry?.hash ?? ''} onNavigate={menu.close} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        {entry ? (
          <>
            <Text size="sm" c="dimmed" mb="md">
              {entry.title} / {entry.stateLabel}
            </Text>
            <StoryFrame entry={entry} />
          </>
        ) : (
          <Text>No stories found.</Text>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
