import type { GuardMeta } from '../session/startup';

/** Paths (relative to the app's base, `:id` an open digits segment) whose reads are the same. */
export interface BootRow {
  page: string;
  paths: string[];
  /** The user's flags these reads need, when they depend on them. */
  when?: Record<string, boolean>;
  /** The route's own startup rules (its meta), when it has any. */
  guard?: GuardMeta;
  /** API paths, `{name}` filled in from the path's open segment of that name. */
  reads: string[];
}

/** What the boot script starts, as the build writes it into the HTML (#boot-reads). */
export interface BootTable {
  /** The user read (build/boot-reads.ts preloads it from the HTML's head). */
  user: string;
  /** The API's translations, `{language}` the user's. */
  translations: string;
  /** The shell's reads, for a user who enters it. */
  shell: string[];
  rows: BootRow[];
}

/** A row of the table whose paths match the page opened, with the values of its open segments. */
export interface BootMatch {
  row: BootRow;
  params: Record<string, string>;
}

/** The open segments (`:name`, digits) of `rowPath` that `parts` fill, or null when it does not match. */
function matchPath(rowPath: string, parts: string[]): Record<string, string> | null {
  const segments = rowPath.split('/');
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    const part = parts[i] ?? '';
    if (segment.startsWith(':')) {
      if (!/^\d+$/.test(part)) return null;
      params[segment.slice(1)] = part;
    } else if (segment !== part) return null;
  }
  return params;
}

/** The rows of `table` matching `path` (relative to the app's base), in the table's order. */
export function matchesOf(table: BootTable, path: string): BootMatch[] {
  const parts = path.replace(/\/+$/, '').split('/');
  return table.rows.flatMap((row) => {
    for (const rowPath of row.paths) {
      const params = matchPath(rowPath, parts);
      if (params) return [{ row, params }];
    }
    return [];
  });
}

/** An API path of the table, its `{name}` parts filled in (URL-encoded). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_all, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}

/** The first match whose user flags (`when`) the user has, as a route's loader picks its reads. */
export function fittingMatch(
  matches: BootMatch[],
  user: Record<string, unknown>,
): BootMatch | undefined {
  return matches.find(({ row }) =>
    Object.entries(row.when ?? {}).every(([flag, value]) => Boolean(user[flag]) === value),
  );
}
