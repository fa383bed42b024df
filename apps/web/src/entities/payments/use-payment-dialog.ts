import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../components/data/use-formatters.ts';
import { useToday } from './use-today.ts';

/**
 * What every staff payment dialog starts from: its words, the formatters, the trip's today (no payment reaches
 * the account later) and why the last try failed, when no field can say it.
 */
export function usePaymentDialog() {
  const { t } = useTranslation(['payments', 'components']);
  const fmt = useFormatters();
  const today = useToday();
  const [failure, setFailure] = useState<string | null>(null);
  return { t, fmt, today, failure, setFailure };
}
