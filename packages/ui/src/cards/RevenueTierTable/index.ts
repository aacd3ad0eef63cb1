export { formatTierRange, RevenueTierTable } from './RevenueTierTable';
export type {
  RevenueTier,
  RevenueTierTableLabels,
  RevenueTierTableProps,
} from './RevenueTierTable';
