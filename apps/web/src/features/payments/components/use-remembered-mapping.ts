import type { CsvMappingChoice, RememberedCsvMapping } from '@voyage/domain';
import { useEffect, useEffectEvent, useState } from 'react';
import { api } from '../../../lib/api-client.ts';

/** A CSV file's first row as the server reads it (docs/product/payments.md#importing-a-statement). */
async function headerRowOf(file: File): Promise<string> {
  const text = await file.slice(0, 4000).text();
  return (text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '').slice(0, 2000);
}

/**
 * The CSV columns remembered for the bank staff name or, without one remembered, for the chosen file's first
 * row (`GET api/admin/statement-mappings`); null while nothing is remembered or the format is camt.053.
 * `onFound` is told each mapping found, to fill the form in.
 */
export function useRememberedMapping(
  format: 'camt053' | 'csv',
  bankName: string,
  file: File | null,
  onFound: (mapping: CsvMappingChoice) => void,
) {
  const [remembered, setRemembered] = useState<CsvMappingChoice | null>(null);
  const found = useEffectEvent((mapping: CsvMappingChoice | null) => {
    setRemembered(mapping);
    if (mapping) onFound(mapping);
  });
  const bank = bankName.trim();
  useEffect(() => {
    let current = true;
    const look = async () => {
      if (format !== 'csv' || (!bank && !file)) return null;
      if (bank) {
        const byBank = await api.get<RememberedCsvMapping>(
          `api/admin/statement-mappings?bank=${encodeURIComponent(bank)}`,
        );
        if (byBank.mapping) return byBank.mapping;
      }
      if (!file) return null;
      const header = await headerRowOf(file);
      const byHeader = await api.get<RememberedCsvMapping>(
        `api/admin/statement-mappings?header=${encodeURIComponent(header)}`,
      );
      return byHeader.mapping;
    };
    const timer = setTimeout(() => {
      look().then(
        (mapping) => current && found(mapping),
        () => current && found(null),
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [format, bank, file]);
  return remembered;
}
