import { useCallback } from 'react';
import { downloadCSV, useTranslate, type Exporter } from 'react-admin';
import type { ResourceEntry } from '../types';
import { toCsv } from './csv';
import { exportCell } from './exportCells';
import { fieldLabelKey } from './fields/labels';
import { usePanelFormat } from './fields/usePanelFormat';
import { referenceNames } from './referenceNames';

// A byte-order mark lets Excel read the file as UTF-8 (Turkish letters) instead of the ANSI page.
const UTF8_BOM = '\uFEFF';

/** Writes the list's declared columns, under their translated labels, as a CSV download. */
export function useCsvExporter(entry: ResourceEntry, columns: readonly string[]): Exporter {
  const translate = useTranslate();
  const format = usePanelFormat();
  return useCallback<Exporter>(
    async (records, _fetchRelatedRecords, dataProvider) => {
      const references = await referenceNames(entry, columns, records, dataProvider);
      const context = { translate, format, references };
      const headers = columns.map((source) => translate(fieldLabelKey(entry.name, source, entry.fields[source])));
      const rows = records.map((record) => columns.map((source) => exportCell(source, entry.fields[source], record, context)));
      downloadCSV(`${UTF8_BOM}${toCsv(headers, rows)}`, entry.name);
    },
    [entry, columns, translate, format],
  );
}
