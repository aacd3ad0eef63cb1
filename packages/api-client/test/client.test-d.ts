import { describe, expectTypeOf, it } from 'vitest';
import {
  campaignQuery,
  campaignsInfiniteQuery,
  createApiClient,
  currentUserQuery,
  updateCountry,
  updatePaymentDetails,
  type Campaign,
  type User,
} from '../src';

const client = createApiClient({ baseUrl: '' });

describe('the typed client refuses what the contract does not allow', () => {
  it('refuses a path the contract does not have', () => {
    // @ts-expect-error: no such path
    void client.GET('/api/user/me/nothing.json');
    // @ts-expect-error: the path exists for GET, not for DELETE
    void client.DELETE('/api/user/me.json');
  });

  it('requires the path parameters', () => {
    // @ts-expect-error: `params.path.id` is missing
    void client.GET('/api/user/me/campaigns/{id}.json', {});
    // @ts-expect-error: the parameter is `id`, not `campaignId`
    void client.GET('/api/user/me/campaigns/{id}.json', { params: { path: { campaignId: '1' } } });
  });

  it('requires the query parameters and their types', () => {
    void client.GET('/api/user/me/campaigns/{id}/submitted_contents/preupload_media.json', {
      // @ts-expect-error: `filename` is required
      params: { path: { id: '1' }, query: {} },
    });
    void client.GET('/api/user/me/campaigns.json', {
      // @ts-expect-error: not a campaign status
      params: { query: { status: 'archived' } },
    });
  });

  it('checks request bodies', () => {
    // @ts-expect-error: countryCode is a string
    void client.PUT('/api/user/me/country.json', { body: { countryCode: 42 } });
    // @ts-expect-error: the body is required
    void client.PUT('/api/user/me/country.json', {});
    // @ts-expect-error: countryCode is a string
    void updateCountry(client, 42);
    // @ts-expect-error: paymentMethod is a string (optional: a company with a payment provider sends none)
    void updatePaymentDetails(client, { paymentMethod: 42 });
  });
});

describe('query definitions carry the answer types', () => {
  it('types the data of reads and pages', () => {
    expectTypeOf(currentUserQuery(client).queryFn).returns.resolves.toEqualTypeOf<User>();
    expectTypeOf(campaignQuery(client, '1').queryFn).returns.resolves.toEqualTypeOf<Campaign>();
    expectTypeOf(campaignsInfiniteQuery(client, 'active').queryKey).toMatchTypeOf<
      readonly ['campaigns', 'list', 'active' | 'upcoming' | 'completed']
    >();
  });
});
