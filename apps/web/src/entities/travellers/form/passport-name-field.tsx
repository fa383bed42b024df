import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import type { TravellerForm } from '@voyage/domain';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../components/common/form/translate-error.ts';
import { caretAfterTyping, passportSpellingOf, typedPassportName } from './passport-name-typing.ts';

type PassportNameFieldProps = {
  control: Control<TravellerForm>;
  name: FieldPath<TravellerForm>;
  label: string;
  helperText: string;
  isOptional?: boolean;
};

/**
 * A traveller's name, written as on the passport while it is typed. Greek letters are kept and
 * explained, with the passport spelling offered as a one-tap fix.
 */
export function PassportNameField({ control, name, label, helperText, isOptional = false }: PassportNameFieldProps) {
  const { t } = useTranslation(['register', 'common']);
  const { field, fieldState } = useController({ name, control });
  const value = typeof field.value === 'string' ? field.value : '';
  const suggestion = passportSpellingOf(value);
  const error =
    translateFieldError(t, fieldState.error?.message) ?? (suggestion ? t('common:validation.nameGreek') : undefined);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const converted = typedPassportName(input.value);
    if (converted !== input.value) {
      const caret = caretAfterTyping(input.value, input.selectionStart ?? input.value.length);
      input.value = converted;
      input.setSelectionRange(caret, caret);
    }
    field.onChange(converted);
  };

  return (
    <TextField
      label={label}
      name={field.name}
      value={value}
      onChange={onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      required={!isOptional}
      slotProps={{ inputLabel: { required: false }, formHelperText: { component: 'div' } }}
      helperText={
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {error ?? helperText}
          </Box>
          {suggestion ? (
            <Box
              component="span"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1,
                mt: 0.5,
                color: 'text.primary',
              }}
            >
              <span>
                <Trans t={t} i18nKey="greek.suggestion" values={{ name: suggestion }} components={{ b: <strong /> }} />
              </span>
              <Button
                size="small"
                variant="outlined"
                onClick={() => field.onChange(suggestion)}
                aria-label={t('greek.useFor', { name: suggestion })}
                sx={{ py: 0.25 }}
              >
                {t('greek.use')}
              </Button>
            </Box>
          ) : null}
        </>
      }
    />
  );
}
