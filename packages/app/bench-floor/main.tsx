// The framework floor of `pnpm bench`: the smallest app of the dashboard's own libraries
// (React, React Router, TanStack Query, Mantine's AppShell, Menu and Tooltip), built with the
// same Vite. The dashboard's initial JS is compared against this one's, measured in the same run.
import '@mantine/core/styles.css';
import { AppShell, Button, MantineProvider, Menu, Tooltip } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

function Home() {
  const query = useQuery({ queryKey: ['floor'], queryFn: () => Promise.resolve('floor') });
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Link to="/">Home</Link>
        <Menu>
          <Menu.Target>
            <Button>Menu</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>Item</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </AppShell.Header>
      <AppShell.Main>
        <Tooltip label="tip">
          <span>{query.data}</span>
        </Tooltip>
      </AppShell.Main>
    </AppShell>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
