import { z } from 'zod';

/** POST /api/admin/performers/import-csv answer (docs/product.md, Calls). Rows count from 1 after the header. */
export const csvImportResultSchema = z.object({
  summary: z.object({ total: z.number().int(), success: z.number().int(), failed: z.number().int() }),
  errors: z.array(z.object({ row: z.number().int(), name: z.string(), error: z.string() })),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;
