import { Container } from '@mantine/core';
import { useIsMobile } from '@creator/ui';
import type { ReactNode } from 'react';
import { useCurrentRoute } from '../routing/current-route';
import { AvatarMenu } from './AvatarMenu';
import { HeaderNav } from './HeaderNav';
import classes from './Layout.module.css';
import { Logo } from './Logo';
import { MinimalHeader } from './MinimalHeader';
import { MobileFooter } from './MobileFooter';
import { OfflineNotice } from './OfflineNotice';
import { MAIN_ID, ShellHeader } from './ShellHeader';
import { useNavigationData } from './use-navigation-data';

/** The page frame: header (desktop) or footer (mobile, 767 px and below), unless the route hides navigation. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { meta } = useCurrentRoute();
  if (meta.hideNavigation)
    return (
      <>
        {meta.minimalHeader ? <MinimalHeader /> : null}
        <Container size="lg" component="main" id={MAIN_ID} tabIndex={-1} className={classes.main}>
          <OfflineNotice />
          {children}
        </Container>
      </>
    );
  return <NavigationFrame>{children}</NavigationFrame>;
}

function NavigationFrame({ children }: { children: ReactNode }) {
  const input = useNavigationData();
  const mobile = useIsMobile();
  return (
    <>
      <ShellHeader
        logo={<Logo network={input.network} company={input.company} />}
        nav={mobile ? undefined : <HeaderNav input={input} />}
        avatar={<AvatarMenu {...input} />}
      />
      <Container
        size="lg"
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        className={mobile ? `${classes.main} ${classes.mainWithFooter}` : classes.main}
      >
        <OfflineNotice />
        {children}
      </Container>
      {mobile ? <MobileFooter {...input} /> : null}
    </>
  );
}
