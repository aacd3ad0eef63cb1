import { Stack } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { MoneyLine } from './MoneyLine';

export default { title: 'Cards/Money line' } satisfies StoryMeta;

export const UsdOnly: Story = () => (
  <MoneyLine
    label="Net YouTube revenue"
    usd={1834.27}
    preferredCurrency="USD"
    preferred={1834.27}
  />
);
export const WithPreferredCurrency: Story = () => (
  <Stack gap={0} maw={420}>
    <MoneyLine
      label="Gross YouTube revenue"
      usd={2410.9}
      preferred={2226.43}
      preferredCurrency="EUR"
    />
    <MoneyLine label="Withholding tax" usd={-241.09} preferred={-222.64} preferredCurrency="EUR" />
    <MoneyLine
      label="Amount paid"
      usd={2169.81}
      preferred={2003.79}
      preferredCurrency="EUR"
      emphasis
    />
  </Stack>
);
export const Missing: Story = () => <MoneyLine label="Carry-over" usd={null} />;
