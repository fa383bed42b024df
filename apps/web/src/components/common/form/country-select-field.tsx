import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { COUNTRY_CODES, countryName } from '@voyage/domain';
import { TextFieldElement } from './text-field-element.tsx';

type CountrySelectFieldProps<T extends FieldValues> = Omit<
  Parameters<typeof TextFieldElement<T>>[0],
  'select' | 'children' | 'name'
> & {
  name: FieldPath<T>;
  /** The empty choice's words ("Choose the country"). */
  placeholder: string;
};

/** The countries of ISO 3166-1 named in the screen's language, in its alphabetical order: a code is stored. */
export function useCountryOptions(): { code: string; name: string }[] {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const collator = new Intl.Collator(language);
    return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [language]);
}

/** A native select of every country, bound to a form field that holds the ISO 3166-1 alpha-2 code. */
export function CountrySelectField<T extends FieldValues>({
  placeholder,
  slotProps,
  ...props
}: CountrySelectFieldProps<T>) {
  const options = useCountryOptions();
  return (
    <TextFieldElement<T>
      {...props}
      select
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        select: { native: true },
      }}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </TextFieldElement>
  );
}
