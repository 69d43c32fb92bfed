import { type FormEvent, useEffect, useId, useState } from 'react';
import { PERFORMER_CSV_TEMPLATE } from '../../../../shared/performer-csv';
import type { CsvImportResult } from '../../../../shared/schemas/csv-import';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { csvImportErrorText } from './api';
import { useImportCsv } from './mutations';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(PERFORMER_CSV_TEMPLATE)}`;

/** The second dialog of /admin/performers: a .csv file in, a summary and each failed row out. */
export function CsvImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CsvImportResult | null>(null);
  const inputId = useId();

  useEffect(() => {
    if (open) {
      setFile(null);
      setResult(null);
    }
  }, [open]);

  const upload = useImportCsv({
    onSuccess: (answer) => {
      setResult(answer);
      toast({
        title: 'CSV Imported',
        description: `${answer.summary.success} of ${answer.summary.total} rows imported.`,
        variant: answer.summary.failed > 0 ? 'destructive' : 'success',
      });
    },
    onError: (err) =>
      toast({
        title: 'CSV Import Failed',
        description: csvImportErrorText(err),
        variant: 'destructive',
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      toast({ title: 'CSV Import Failed', description: 'Choose a .csv file first.', variant: 'destructive' });
      return;
    }
    if (!file.name.toLowerCase().endsWith('.csv')) {
      toast({ title: 'CSV Import Failed', description: 'Please choose a .csv file.', variant: 'destructive' });
      return;
    }
    upload.mutate(file);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import Performers from CSV"
      description="Only the name column is required. List columns are comma-separated inside quotes; service area and event type names must match exactly; booleans are true or false."
    >
      <p className="mb-4 text-sm">
        <a
          href={TEMPLATE_HREF}
          download="performers-template.csv"
          className="text-amber-300 underline underline-offset-4"
        >
          Download the CSV template
        </a>
      </p>
      <form onSubmit={submit} className="space-y-4">
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-zinc-200">
            CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-zinc-200 file:mr-3 file:rounded-lg file:border-0 file:bg-zinc-800 file:px-3 file:py-2 file:text-zinc-50"
          />
        </div>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Importing…' : 'Import'}
        </Button>
      </form>
      {result && (
        <section aria-label="Import result" className="mt-6 space-y-3">
          <p role="status" className="font-semibold">
            {result.summary.total} rows: {result.summary.success} imported, {result.summary.failed} failed
          </p>
          {result.errors.length > 0 && (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Rows that failed</caption>
              <thead>
                <tr className="text-zinc-300">
                  <th scope="col" className="py-1 pr-2">
                    Row
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Name
                  </th>
                  <th scope="col" className="py-1">
                    Error
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.errors.map((e) => (
                  <tr key={e.row} className="border-t border-zinc-800 align-top">
                    <td className="py-1 pr-2">{e.row}</td>
                    <td className="py-1 pr-2">{e.name || '—'}</td>
                    <td className="py-1 text-rose-200">{e.error}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </Dialog>
  );
}
