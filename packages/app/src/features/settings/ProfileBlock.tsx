import { type Company, type Country, type CustomQuestion, type Profile } from '@creator/api-client';
import { LoadingSkeleton } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { useReads } from '../../routing/screen-reads';
import { useCompanyQuery } from '../../session/session';
import { ProfileForm } from './ProfileForm';
import { profileFormReads } from './reads';

type ProfileData = [Company, Profile, CustomQuestion[], Country[]];

/** The profile form with its reads (company flags, saved profile, questions, countries). */
export function ProfileBlock({ onSaved }: { onSaved?: () => void }) {
  const { t } = useT();
  const reads = useReads(profileFormReads);
  const company = useCompanyQuery();
  const profile = useQuery(reads.profile);
  const questions = useQuery(reads.questions);
  const countries = useQuery(reads.countries);
  const all = [company, profile, questions, countries] as const;
  const query = {
    isPending: all.some((q) => q.isPending),
    isError: all.some((q) => q.isError),
    data: all.every((q) => q.data !== undefined)
      ? ([company.data, profile.data, questions.data, countries.data] as ProfileData)
      : undefined,
    refetch: () => all.forEach((q) => q.isError && void q.refetch()),
  };
  return (
    <DataBlock
      query={query}
      loading={<LoadingSkeleton variant="text" count={8} label={t('common.loading')} />}
      error={t('profile_form.load_error')}
    >
      {([c, p, q, list]) => (
        <ProfileForm company={c} profile={p} questions={q} countries={list} onSaved={onSaved} />
      )}
    </DataBlock>
  );
}
