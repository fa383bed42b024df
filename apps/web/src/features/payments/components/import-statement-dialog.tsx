import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { StatementImport } from '@voyage/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { uploadStatement, useApplyStatement } from '../api/statements.ts';
import { StatementPreviewTable } from './statement-preview-table.tsx';
import { useRememberedMapping } from './use-remembered-mapping.ts';

type CsvChoice = { date: string; amount: string; description: string; payerName: string; payerIban: string };
const NO_COLUMNS: CsvChoice = { date: '', amount: '', description: '', payerName: '', payerIban: '' };

/**
 * "Import bank statement": choose the file (and for a CSV its columns), read the preview of every line, apply
 * it, and see what it did (docs/product/payments.md#importing-a-statement).
 */
export function ImportStatementDialog({
  tripId,
  open,
  onClose,
}: {
  tripId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['payments', 'common']);
  const [format, setFormat] = useState<'camt053' | 'csv'>('camt053');
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<CsvChoice>(NO_COLUMNS);
  const [bankName, setBankName] = useState('');
  const [decimalMark, setDecimalMark] = useState<',' | '.'>(',');
  const [dateFormat, setDateFormat] = useState<'DD/MM/YYYY' | 'YYYY-MM-DD'>('DD/MM/YYYY');
  const [delimiter, setDelimiter] = useState<';' | ','>(';');
  const [preview, setPreview] = useState<StatementImport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const apply = useApplyStatement(tripId);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const result = apply.data?.result ?? preview?.result ?? null;
  const remembered = useRememberedMapping(format, bankName, file, (found) => {
    const column = (value: string | number | undefined) => (value === undefined ? '' : String(value));
    setColumns({
      date: column(found.columns.date),
      amount: column(found.columns.amount),
      description: column(found.columns.description),
      payerName: column(found.columns.payerName),
      payerIban: column(found.columns.payerIban),
    });
    setDateFormat(found.dateFormat);
    setDecimalMark(found.decimalMark);
    setDelimiter(found.delimiter);
  });

  const close = () => {
    setPreview(null);
    setFile(null);
    setError(null);
    apply.reset();
    onClose();
  };
  const mapping = () => {
    if (format !== 'csv' || !columns.date) return undefined;
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    return {
      columns: {
        date: columns.date.trim(),
        amount: columns.amount.trim(),
        description: columns.description.trim(),
        payerName: optional(columns.payerName),
        payerIban: optional(columns.payerIban),
      },
      dateFormat,
      decimalMark,
      thousandsSeparator: decimalMark === ',' ? '.' : ',',
      delimiter,
      header: true,
    };
  };
  const read = async () => {
    if (!file) return;
    setReading(true);
    setError(null);
    try {
      setPreview(await uploadStatement(tripId, format, file, mapping(), bankName.trim() || undefined));
    } catch (caught) {
      setError(apiErrorMessage(t, caught));
    } finally {
      setReading(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="lg"
      fullScreen={isPhone}
      aria-labelledby="import-statement-title"
    >
      <DialogTitle id="import-statement-title">{t('statements.title')}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {apply.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {apiErrorMessage(t, apply.error)}
          </Alert>
        )}
        {result && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('statements.result', result)}
          </Alert>
        )}
        {!preview ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('statements.format')}
              value={format}
              onChange={(event) => setFormat(event.target.value as 'camt053' | 'csv')}
            >
              <MenuItem value="camt053">{t('statements.formats.camt053')}</MenuItem>
              <MenuItem value="csv">{t('statements.formats.csv')}</MenuItem>
            </TextField>
            <Button variant="outlined" component="label">
              {file ? t('statements.fileChosen', { name: file.name }) : t('statements.chooseFile')}
              <input
                hidden
                type="file"
                accept={format === 'csv' ? '.csv,text/csv' : '.xml,application/xml,text/xml'}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </Button>
            {format === 'csv' && (
              <>
                <TextField
                  label={t('statements.mapping.bankName')}
                  helperText={t('statements.mapping.bankNameHint')}
                  value={bankName}
                  onChange={(event) => setBankName(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                />
                {remembered ? (
                  <Alert severity="info">{t('statements.mapping.remembered')}</Alert>
                ) : (
                  <Typography variant="body2">{t('statements.mappingHint')}</Typography>
                )}
                {(Object.keys(NO_COLUMNS) as (keyof CsvChoice)[]).map((field) => (
                  <TextField
                    key={field}
                    label={t(`statements.mapping.${field}`)}
                    value={columns[field]}
                    onChange={(event) => setColumns({ ...columns, [field]: event.target.value })}
                  />
                ))}
                <ChoiceField
                  label={t('statements.mapping.dateFormat')}
                  value={dateFormat}
                  onChange={setDateFormat}
                  options={[
                    ['DD/MM/YYYY', t('statements.mapping.dayFirst')],
                    ['YYYY-MM-DD', t('statements.mapping.yearFirst')],
                  ]}
                />
                <ChoiceField
                  label={t('statements.mapping.decimalMark')}
                  value={decimalMark}
                  onChange={setDecimalMark}
                  options={[
                    [',', t('statements.mapping.comma')],
                    ['.', t('statements.mapping.point')],
                  ]}
                />
                <ChoiceField
                  label={t('statements.mapping.delimiter')}
                  value={delimiter}
                  onChange={setDelimiter}
                  options={[
                    [';', t('statements.mapping.semicolon')],
                    [',', t('statements.mapping.comma')],
                  ]}
                />
              </>
            )}
          </Stack>
        ) : (
          <StatementPreviewTable lines={preview.lines} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('statements.close')}</Button>
        {!preview && (
          <Button variant="contained" disabled={!file || reading} onClick={() => void read()}>
            {t('statements.read')}
          </Button>
        )}
        {preview && !result && (
          <Button variant="contained" disabled={apply.isPending} onClick={() => apply.mutate(preview.id)}>
            {t('statements.apply')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

type ChoiceFieldProps<Value extends string> = {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly (readonly [Value, string])[];
};

/** One of the CSV's reading choices (date format, decimal mark, separator), as a labelled select. */
function ChoiceField<Value extends string>({ label, value, onChange, options }: ChoiceFieldProps<Value>) {
  return (
    <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value as Value)}>
      {options.map(([option, name]) => (
        <MenuItem key={option} value={option}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
