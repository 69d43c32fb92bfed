import { parse } from 'csv-parse/sync';
import {
  PERFORMER_CSV_BOOLEAN_COLUMNS,
  PERFORMER_CSV_COLUMNS,
  PERFORMER_CSV_LIST_COLUMNS,
} from '../../../shared/performer-csv';
import type { NamedRef } from '../../../shared/schemas/catalog';
import type { CsvImportResult } from '../../../shared/schemas/csv-import';
import { type PerformerInput, performerInputSchema } from '../../../shared/schemas/performer-input';
import { HttpError } from '../../http/errors';

type Lookups = { serviceAreas: NamedRef[]; eventTypes: NamedRef[] };
export type RowOutcome = { ok: true; input: PerformerInput } | { ok: false; error: string };

const splitList = (cell: string) =>
  cell
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** One CSV record to a performer input, or the reason it cannot be one. */
export function parsePerformerRow(record: Record<string, string>, lookups: Lookups): RowOutcome {
  const raw: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const column of PERFORMER_CSV_COLUMNS) {
    const cell = (record[column] ?? '').trim();
    if (cell === '') continue;
    if ((PERFORMER_CSV_LIST_COLUMNS as readonly string[]).includes(column)) raw[column] = splitList(cell);
    else if ((PERFORMER_CSV_BOOLEAN_COLUMNS as readonly string[]).includes(column)) {
      if (cell !== 'true' && cell !== 'false') problems.push(`${column} must be true or false`);
      raw[column] = cell === 'true';
    } else if (column === 'rating') raw[column] = Number(cell);
    else raw[column] = cell;
  }
  // Names must match exactly (spec): 'Miami' is an area, 'miami' is not.
  const byName = (refs: NamedRef[], names: unknown, what: string) =>
    (Array.isArray(names) ? names.map(String) : []).flatMap((name) => {
      const ref = refs.find((r) => r.name === name);
      if (!ref) problems.push(`Unknown ${what}: ${name}`);
      return ref ? [ref.id] : [];
    });
  raw.serviceAreaIds = byName(lookups.serviceAreas, raw.serviceAreas, 'service area');
  raw.eventTypeIds = byName(lookups.eventTypes, raw.eventTypes, 'event type');
  const parsed = performerInputSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.') || 'row'}: ${issue.message}`);
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, error: problems.join('; ') };
  return { ok: true, input: parsed.data };
}

/** Parses the whole file (quoted fields, commas in quotes, UTF-8 with or without BOM). Throws on malformed CSV. */
export function readPerformerCsv(text: string): Record<string, string>[] {
  const records: Record<string, string>[] = parse(text, {
    bom: true,
    columns: (header: string[]) => header.map((h) => h.trim()),
    skip_empty_lines: true,
    relax_column_count: true,
    trim: false,
  });
  return records;
}

export async function importPerformers(
  records: Record<string, string>[],
  lookups: Lookups,
  create: (input: PerformerInput) => Promise<unknown>,
): Promise<CsvImportResult> {
  const errors: CsvImportResult['errors'] = [];
  let success = 0;
  for (const [index, record] of records.entries()) {
    const row = index + 1;
    const name = (record.name ?? '').trim();
    const outcome = parsePerformerRow(record, lookups);
    if (!outcome.ok) {
      errors.push({ row, name, error: outcome.error });
      continue;
    }
    try {
      await create(outcome.input);
      success++;
    } catch (err) {
      // Rule breaks (unknown area…) have safe messages; anything else is not shown to the client.
      errors.push({ row, name, error: err instanceof HttpError ? err.message : 'Could not be saved' });
    }
  }
  return { summary: { total: records.length, success, failed: errors.length }, errors };
}
