import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, expectRootProps, renderUi } from '../../../test/render';
import { CampaignCard, type CampaignCardData, type CampaignCardLabels } from './CampaignCard';

const labels: CampaignCardLabels = {
  status: 'Active',
  pendingContract: 'Contract pending',
  newReviews: 'New reviews',
  morePosts: (n) => `${n} more posts`,
  actions: {
    signContract: 'Sign contract',
    editContent: 'Edit submitted content',
    readComments: 'Read comments',
    publishContent: 'Publish content',
  },
};

const posts = [1, 2, 3, 4, 5].map((id) => ({
  id,
  thumbnailUrl: `https://cdn.example.com/p/${id}.jpg`,
}));
const campaign: CampaignCardData = {
  brand: 'Northwind',
  status: 'active',
  requiredPostsNumber: 2,
  submittedPostsNumber: 2,
  postCount: 7,
  latestPosts: posts,
};

describe('CampaignCard', () => {
  it('shows brand, status, at most three thumbnails and a +N counter of the rest', () => {
    const { container } = renderUi(<CampaignCard campaign={campaign} labels={labels} />);
    expect(screen.getByText('Northwind')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(3);
    expect(screen.getByText('+4')).toBeInTheDocument();
    expect(screen.getByText('4 more posts')).toBeInTheDocument();
  });

  it('shows a plain placeholder instead of a thumbnail that fails to load', () => {
    const { container } = renderUi(<CampaignCard campaign={campaign} labels={labels} />);
    const first = container.querySelector('img');
    if (!first) throw new Error('no thumbnail');
    fireEvent.error(first);
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('shows no counter when three posts or fewer exist', () => {
    renderUi(<CampaignCard campaign={{ ...campaign, postCount: 3 }} labels={labels} />);
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
  });

  it('flags a pending contract and new reviews, and offers only the top-priority action', async () => {
    const onAction = vi.fn();
    renderUi(
      <CampaignCard
        campaign={{
          ...campaign,
          contractSignUrl: 'https://sign.example.com/1',
          newContentReviews: true,
        }}
        labels={labels}
        onAction={onAction}
      />,
    );
    expect(screen.getByText('Contract pending')).toBeInTheDocument();
    expect(screen.getByText('New reviews')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read comments' })).not.toBeInTheDocument();
    // The action names its campaign: a list of cards repeats the same action.
    await userEvent.click(screen.getByRole('button', { name: 'Sign contract Northwind' }));
    expect(onAction).toHaveBeenCalledWith('signContract');
  });

  it('has no action button when nothing is left to do', () => {
    renderUi(<CampaignCard campaign={campaign} labels={labels} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('links the brand through the given renderLink', () => {
    renderUi(
      <CampaignCard
        campaign={campaign}
        labels={labels}
        href="/campaigns/102"
        renderLink={({ href, className, children }) => (
          <a href={`/creator${href}`} className={className} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Northwind' });
    expect(link).toHaveAttribute('href', '/creator/campaigns/102');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('takes className and passes other props to its root', () => {
    expectRootProps(<CampaignCard campaign={campaign} labels={labels} />);
  });

  it('has no axe violations', async () => {
    renderUi(
      <CampaignCard
        campaign={{ ...campaign, newContentRejected: true }}
        labels={labels}
        href="/campaigns/1"
      />,
    );
    await expectNoAxeViolations();
  });
});
