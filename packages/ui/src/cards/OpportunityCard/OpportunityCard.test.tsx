import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, expectRootProps, renderUi } from '../../../test/render';
import { OpportunityCard } from './OpportunityCard';
import { opportunityPayment } from './opportunityPayment';
import { offer, opportunityLabels as labels } from './storyFixtures';

describe('opportunityPayment', () => {
  it.each([
    [
      'original amount',
      { given: offer, want: { amount: 1500, currency: 'USD', estimated: false } },
    ],
    [
      'estimate in the user currency',
      {
        given: {
          ...offer,
          showPaymentAmountEstimated: true,
          estimatedPaymentAmount: 1384.2,
          userPaymentCurrency: 'EUR',
        },
        want: { amount: 1384.2, currency: 'EUR', estimated: true },
      },
    ],
    [
      'missing amount',
      {
        given: { originalPaymentAmount: null },
        want: { amount: null, currency: 'USD', estimated: false },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(opportunityPayment(given)).toEqual(want);
  });
});

describe('OpportunityCard', () => {
  it('shows brand, payment, platforms and required posts', () => {
    renderUi(
      <OpportunityCard
        opportunity={offer}
        labels={labels}
        onAccept={() => {}}
        onDecline={() => {}}
      />,
    );
    expect(screen.getByText('Lumen Coffee Roasters')).toBeInTheDocument();
    expect(screen.getByText('Payment: $1,500.00')).toBeInTheDocument();
    const platforms = screen.getByRole('list', { name: 'Platforms' });
    expect(
      within(platforms)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['YouTube', 'Instagram']);
    expect(screen.getByText('3 posts required')).toBeInTheDocument();
  });

  it('shows an estimate in the user currency', () => {
    renderUi(
      <OpportunityCard
        opportunity={{
          ...offer,
          showPaymentAmountEstimated: true,
          estimatedPaymentAmount: 99,
          userPaymentCurrency: 'EUR',
        }}
        labels={labels}
        onAccept={() => {}}
        onDecline={() => {}}
      />,
    );
    expect(screen.getByText('Estimated payment: 99.00 EUR')).toBeInTheDocument();
  });

  it('calls accept and decline', async () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    renderUi(
      <OpportunityCard
        opportunity={offer}
        labels={labels}
        onAccept={onAccept}
        onDecline={onDecline}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept Lumen Coffee Roasters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline Lumen Coffee Roasters' }));
    expect(onAccept).toHaveBeenCalledOnce();
    expect(onDecline).toHaveBeenCalledOnce();
  });

  it('takes className and passes other props to its root', () => {
    const noop = () => {};
    expectRootProps(
      <OpportunityCard opportunity={offer} labels={labels} onAccept={noop} onDecline={noop} />,
    );
  });

  it('has no axe violations', async () => {
    renderUi(
      <OpportunityCard
        opportunity={offer}
        labels={labels}
        onAccept={() => {}}
        onDecline={() => {}}
      />,
    );
    await expectNoAxeViolations();
  });
});

describe('OpportunityCard slots', () => {
  it('shows the requirements in place of the count, the message and more actions', () => {
    renderUi(
      <OpportunityCard
        opportunity={offer}
        labels={labels}
        onAccept={() => {}}
        onDecline={() => {}}
        requirements="YouTube: 1 video; Instagram: 2 reels"
        message={<p>Hello from the brand</p>}
        actions={<a href="/campaigns/1">See the campaign</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Lumen Coffee Roasters' })).toBeVisible();
    expect(screen.getByText('YouTube: 1 video; Instagram: 2 reels')).toBeInTheDocument();
    expect(screen.queryByText('3 posts required')).toBeNull();
    expect(screen.getByText('Hello from the brand')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the campaign' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Accept Lumen Coffee Roasters' }),
    ).toBeInTheDocument();
  });

  it('shows a status badge only when labelled, and more actions apart from the answer', () => {
    const { rerender } = renderUi(
      <OpportunityCard
        opportunity={offer}
        labels={labels}
        onAccept={() => {}}
        onDecline={() => {}}
        actions={<a href="/campaigns/1">See the campaign</a>}
      />,
    );
    expect(screen.queryByText('Opportunity')).toBeNull();
    // The link is not in the row of Accept and Decline, which share it equally on phones.
    const accept = screen.getByRole('button', { name: 'Accept Lumen Coffee Roasters' });
    const link = screen.getByRole('link', { name: 'See the campaign' });
    expect(accept.parentElement).not.toContainElement(link);
    rerender(
      <OpportunityCard
        opportunity={offer}
        labels={{ ...labels, status: 'Opportunity' }}
        onAccept={() => {}}
        onDecline={() => {}}
      />,
    );
    expect(screen.getByText('Opportunity')).toBeVisible();
  });

  it('names the original amount under an estimate when given the label', () => {
    renderUi(
      <OpportunityCard
        opportunity={{
          ...offer,
          showPaymentAmountEstimated: true,
          estimatedPaymentAmount: 99,
          userPaymentCurrency: 'EUR',
        }}
        labels={{ ...labels, originalPayment: (amount) => `Original amount: ${amount}` }}
        onAccept={() => {}}
        onDecline={() => {}}
      />,
    );
    expect(screen.getByText('Original amount: $1,500.00')).toBeInTheDocument();
  });
});
