import { z } from 'zod';
import { GENERIC_FIELD_ERROR } from './api-error.ts';

/**
 * A rule with no message of its own reports an i18n key, never zod's English sentence: a missing
 * value "Please fill in this field", anything else SPEC §5's 'This field is not valid.'
 */
z.config({
  customError: (issue) => (issue.input === undefined ? 'validation.required' : GENERIC_FIELD_ERROR),
});
