import type { AnalyticsPeriod } from '@creator/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { parseAnalyticsPeriod } from '../../routing/route-params';
import { unabortable, useReads } from '../../routing/screen-reads';
import {
  namedStart,
  periodChoice,
  periodOptions,
  rangeOf,
  searchOf,
  todayUtc,
  type PeriodChoice,
} from './analytics-rules';
import { analyticsAccountsReads, analyticsReportReads } from './reads';

/**
 * What every analytics screen reads: the route's account and period, the accounts, the
 * period selector's options and the report. The main view and its detail views use the
 * same query key, so a detail view reads the data the main view loaded.
 */
export function useAnalytics() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const uuid = String(params.uuid);
  const period: AnalyticsPeriod = parseAnalyticsPeriod(params.period) ?? 'last_28_days';
  const accounts = useQuery(useReads(analyticsAccountsReads).accounts);
  const rolling = period === 'last_28_days' || period === 'last_90_days';
  const options = useMemo(
    () => periodOptions(period, accounts.data ?? [], todayUtc()),
    [period, accounts.data],
  );
  const choice: PeriodChoice = periodChoice(period, search, options);
  // A month or year the URL names but the selector does not list (before the accounts
  // existed, in the future) shows the newest one: the URL says so too, instead of naming
  // what is not shown.
  const named = search.has('year') || search.has('month');
  const misnamed = named && choice.start !== null && namedStart(period, search) !== choice.start;
  const shown = searchOf(choice);
  useEffect(() => {
    if (misnamed) setSearch(new URLSearchParams(shown), { replace: true });
  }, [misnamed, shown, setSearch]);
  // Month and year wait for the accounts: the choice must be one of the listed periods.
  const ready = rolling || choice.start !== null;
  // The loader does not start the month and year reads (they wait for the accounts): the
  // screen does, and a remount (development's StrictMode) shares the read instead of aborting
  // it and sending it again.
  const reportRead = unabortable(useReads(analyticsReportReads(rangeOf(choice))).report);
  const report = useQuery({
    ...reportRead,
    enabled: ready,
  });
  return { uuid, period, accounts, options, choice, report, ready };
}
