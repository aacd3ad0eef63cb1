import { Container, Group } from '@mantine/core';
import { useIsMobile } from '@creator/ui';
import type { ReactNode } from 'react';
import { useCurrentRoute } from '../routes/handle';
import { AvatarMenu } from './AvatarMenu';
import { HeaderNav } from './HeaderNav';
import classes from './Layout.module.css';
import { Logo } from './Logo';
import { MobileFooter } from './MobileFooter';
import { useNavigationData } from './use-navigation-data';

/** The page frame: header (desktop) or footer (mobile, 767 px and below), unless the route hides navigation. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { meta } = useCurrentRoute();
  if (meta.hideNavigation)
    return (
      <Container size="lg" component="main" className={classes.main}>
        {children}
      </Container>
    );
  return <NavigationFrame>{children}</NavigationFrame>;
}

function NavigationFrame({ children }: { children: ReactNode }) {
  const input = useNavigationData();
  const mobile = useIsMobile();
  return (
    <>
      <header className={classes.header}>
        <Container size="lg">
          <Group className={classes.headerInner} justify="space-between" wrap="nowrap" gap="md">
            <Logo network={input.network} company={input.company} />
            {mobile ? null : <HeaderNav {...input} />}
            <AvatarMenu {...input} />
          </Group>
        </Container>
      </header>
      <Container
        size="lg"
        component="main"
        className={mobile ? `${classes.main} ${classes.mainWithFooter}` : classes.main}
      >
        {children}
      </Container>
      {mobile ? <MobileFooter {...input} /> : null}
    </>
  );
}
