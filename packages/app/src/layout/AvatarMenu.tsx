import { initials } from '@creator/ui';
import { Avatar, Divider, Text } from '@mantine/core';
import { useSignOutLink } from '../session/sign-out';
import { useT } from '../i18n/i18n';
import { avatarSupportEmail, type NavigationInput } from '../routing/navigation';
import { safeHttpUrl, safeMailto } from '../security/safe-url';
import { NAV_LABEL_KEYS } from '../i18n/shell-keys';
import { ColorSchemeChoice } from './ColorSchemeChoice';
import classes from './Layout.module.css';
import { MenuButton } from './MenuButton';

/**
 * The avatar menu: greeting with the full name, contact text, the network support email
 * (with YouTube payments access), the colour scheme and logout.
 */
export function AvatarMenu(input: NavigationInput) {
  const { t } = useT();
  const signOut = useSignOutLink();
  const { user } = input;
  const email = avatarSupportEmail(input);
  const mailto = safeMailto(email);
  const avatar = safeHttpUrl(user.avatar);
  // The initials the button shows (no picture) begin its name, so a speech user can say what they
  // see (WCAG 2.5.3); they are the kit's, the same letters the avatar draws.
  const letters = avatar ? '' : initials(user.fullName);
  return (
    <MenuButton
      label={t('nav.account_menu')}
      buttonLabel={
        letters ? t('nav.account_menu_initials', { initials: letters }) : t('nav.account_menu')
      }
      buttonClassName={classes.avatarButton}
      trigger={
        <Avatar src={avatar} name={user.fullName} color="initials" radius="xl" alt="">
          {letters || null}
        </Avatar>
      }
    >
      {() => (
        <>
          <Text fw={600} px="sm" pt="sm">
            {t('nav.greeting', { name: user.fullName })}
          </Text>
          <Text size="sm" c="dimmed" px="sm" pb="xs">
            {t('nav.contact_text')}
          </Text>
          {email && mailto ? (
            <a role="menuitem" className={classes.dropdownItem} href={mailto}>
              {email}
            </a>
          ) : email ? (
            <Text size="sm" px="sm" py={4}>
              {email}
            </Text>
          ) : null}
          <Divider my={4} />
          <ColorSchemeChoice />
          <Divider my={4} />
          <a role="menuitem" className={`${classes.dropdownItem} ${classes.danger}`} {...signOut}>
            {t(NAV_LABEL_KEYS.logout)}
          </a>
        </>
      )}
    </MenuButton>
  );
}
