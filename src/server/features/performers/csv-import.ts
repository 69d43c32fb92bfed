import { setTimeout as pause } from 'node:timers/promises';
import { parse } from 'csv-parse/sync';
import { hasControlChars, isControlChar } from '../../../shared/control-chars';
import {
  CSV_MAX_ROWS,
  PERFORMER_CSV_BOOLEAN_COLUMNS,
  PERFORMER_CSV_COLUMNS,
  PERFORMER_CSV_LIST_COLUMNS,
} from '../../../shared/performer-csv';
import type { NamedRef } from '../../../shared/schemas/catalog';
import type { CsvImportResult } from '../../../shared/schemas/csv-import';
import { type PerformerInput, performerInputSchema } from '../../../shared/schemas/performer-input';

type Lookups = { serviceAreas: NamedRef[]; eventTypes: NamedRef[] };
type RowOutcome = { ok: true; input: PerformerInput } | { ok: false; error: string };

/**
 * Rows of the file checked and saved per transaction, each batch with its own audit row. On the
 * embedded database (one connection) a transaction holds every other request, so the import
 * pauses between batches for long enough that a public read, a few queries in a row, completes:
 * 2,000 rows take about 1.4 s and reads meanwhile answer in tens of milliseconds (bench:csv).
 */
const CSV_BATCH_ROWS = 100;
const BATCH_PAUSE_MS = 20;
const NUMBER_COLUMNS = new Set(['hourlyRate', 'appearanceFee', 'rating']);
/** A plain decimal number: 250, 99.50 (a minus is refused later by the range check), not 0x10, 1e5 or Infinity. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
/** A description may hold tabs and line breaks (a quoted, multi-line cell); no other cell may. */
const hasControl = (column: string, cell: string) => hasControlChars(cell, column === 'description' ? '\t\n\r' : '');
/** The name as echoed in a row error, control characters shown as U+FFFD. */
const shownName = (cell: string | undefined) =>
  [...(cell ?? '').trim()].map((ch) => (isControlChar(ch) ? '\uFFFD' : ch)).join('');

const splitList = (cell: string) =>
  cell
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** One CSV record to a performer input, or the reason it cannot be one. */
export function parsePerformerRow(record: Record<string, string>, lookups: Lookups): RowOutcome {
  const raw: Record<string, unknown> = {};
  const problems: string[] = [];
  /** Cells refused as they are: the schema's word on them would only repeat it. */
  const refused = new Set<string>();
  const refuse = (column: string, problem: string) => {
    problems.push(`${column} ${problem}`);
    refused.add(column);
  };
  for (const column of PERFORMER_CSV_COLUMNS) {
    const cell = (record[column] ?? '').trim();
    if (cell === '') continue;
    if (hasControl(column, cell)) refuse(column, 'contains a control character');
    else if (NUMBER_COLUMNS.has(column) && !PLAIN_DECIMAL.test(cell)) {
      refuse(column, 'must be a plain number like 250 or 99.50');
    } else if ((PERFORMER_CSV_LIST_COLUMNS as readonly string[]).includes(column)) raw[column] = splitList(cell);
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
    for (const issue of parsed.error.issues) {
      if (!refused.has(String(issue.path[0]))) problems.push(`${issue.path.join('.') || 'row'}: ${issue.message}`);
    }
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, error: problems.join('; ') };
  return { ok: true, input: parsed.data };
}

/**
 * Parses the file (quoted fields, commas in quotes, UTF-8 with or without BOM), at most one
 * record past CSV_MAX_ROWS, so a caller can tell an over-long file. Throws on malformed CSV.
 */
export function readPerformerCsv(text: string): Record<string, string>[] {
  const records: Record<string, string>[] = parse(text, {
    to: CSV_MAX_ROWS + 1,
    bom: true,
    columns: (header: string[]) => header.map((h) => h.trim()),
    skip_empty_lines: true,
    relax_column_count: true,
    trim: false,
  });
  return records;
}

/**
 * Checks the rows and saves the good ones through `saveBatch` (one transaction each, with its
 * audit row), CSV_BATCH_ROWS rows of the file at a time, pausing between batches so that other
 * requests get the database. A file without one good row still makes one (empty) save, so the
 * import is audited either way.
 */
export async function importPerformers(
  records: Record<string, string>[],
  lookups: Lookups,
  saveBatch: (inputs: PerformerInput[], rows: number[]) => Promise<unknown>,
): Promise<CsvImportResult> {
  const errors: CsvImportResult['errors'] = [];
  let [success, batches] = [0, 0];
  for (let start = 0; start < records.length; start += CSV_BATCH_ROWS) {
    const good: { row: number; input: PerformerInput }[] = [];
    for (const [offset, record] of records.slice(start, start + CSV_BATCH_ROWS).entries()) {
      const outcome = parsePerformerRow(record, lookups);
      const row = start + offset + 1;
      if (outcome.ok) good.push({ row, input: outcome.input });
      else errors.push({ row, name: shownName(record.name), error: outcome.error });
    }
    if (good.length === 0) continue;
    if (batches > 0) await pause(BATCH_PAUSE_MS);
    await saveBatch(
      good.map((g) => g.input),
      good.map((g) => g.row),
    );
    [success, batches] = [success + good.length, batches + 1];
  }
  if (batches === 0) await saveBatch([], []);
  return { summary: { total: records.length, success, failed: errors.length }, errors };
}
