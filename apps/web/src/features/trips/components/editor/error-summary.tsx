import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { translateFieldError } from '../../../../components/common/form/translate-error.ts';
import { fieldLabel } from './field-label.ts';

type Problem = { path: string; message: string };

/** Every message in the form's errors, with the path of its field (`payments.1.amountCents`). */
export function problemsOf(errors: FieldErrors, prefix = ''): Problem[] {
  const problems: Problem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string' && message) problems.push({ path, message });
    else if (key !== 'ref') problems.push(...problemsOf(value as FieldErrors, path));
  }
  return problems;
}

/** Above the Save button: what is wrong in the section, field by field, after a try to save. */
export function ErrorSummary<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const { t } = useTranslation(['trips', 'common']);
  const problems = problemsOf(errors);
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      {t('editor.summary')}
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {problems.map((problem) => (
          <li key={problem.path}>
            {fieldLabel(t, problem.path)}: {translateFieldError(t, problem.message)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
