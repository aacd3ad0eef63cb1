import { Text, useMantineColorScheme } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../i18n/i18n';
import { COLOR_SCHEMES } from '../components/color-scheme';
import { COLOR_SCHEME_KEYS } from '../i18n/shell-keys';
import classes from './Layout.module.css';

/**
 * The avatar menu's colour scheme: light, dark or the device's, one checked (a group of
 * menuitemradio items, WAI-ARIA menu pattern). A pick applies at once and stays on the device
 * (Mantine's manager: components/color-scheme.ts); the menu stays open so the user sees it change.
 */
export function ColorSchemeChoice() {
  const { t } = useT();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="xs" fw={600} c="dimmed" px="sm" pt={6} pb={2}>
        {t('nav.color_scheme')}
      </Text>
      {COLOR_SCHEMES.map((scheme) => (
        <button
          key={scheme}
          type="button"
          role="menuitemradio"
          aria-checked={colorScheme === scheme}
          className={`${classes.dropdownItem} ${classes.radioItem}`}
          onClick={() => setColorScheme(scheme)}
        >
          {t(COLOR_SCHEME_KEYS[scheme])}
        </button>
      ))}
    </div>
  );
}
