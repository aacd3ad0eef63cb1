import { LoadingSkeleton } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import { allData, DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { useReads } from '../../routing/screen-reads';
import { useCompanyQuery } from '../../session/session';
import { ProfileForm } from './ProfileForm';
import { profileFormReads } from './reads';

/** The profile form with its reads (company flags, saved profile, questions, countries). */
export function ProfileBlock({ onSaved }: { onSaved?: () => void }) {
  const { t } = useT();
  const reads = useReads(profileFormReads);
  const company = useCompanyQuery();
  const profile = useQuery(reads.profile);
  const questions = useQuery(reads.questions);
  const countries = useQuery(reads.countries);
  const query = allData([company, profile, questions, countries]);
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
