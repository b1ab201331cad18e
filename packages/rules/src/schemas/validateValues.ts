import { type ISchema, type Schema, ValidationError } from 'yup';
import { collectFieldErrors } from './collectFieldErrors';
import type { RulesContext } from './context';

export type ValidationResult<T> = { ok: true; values: T } | { ok: false; errors: Record<string, string> };

const options = (context: RulesContext | undefined) => ({ abortEarly: false, stripUnknown: true, context });

/**
 * Validates input against a schema the way the platform does for every write: all fields
 * checked, unknown keys dropped, the cast values on success and { field: first message } on
 * failure. Errors that are not validation errors are thrown.
 */
export async function validateValues<T>(
  schema: ISchema<T>,
  input: unknown,
  context?: RulesContext,
): Promise<ValidationResult<T>> {
  try {
    return { ok: true, values: await schema.validate(input, options(context)) };
  } catch (error) {
    if (ValidationError.isError(error)) return { ok: false, errors: collectFieldErrors(error) };
    throw error;
  }
}

/** validateValues without a promise (every rule of this package is synchronous). */
export function validateValuesSync<T>(
  schema: ISchema<T> & Pick<Schema<T>, 'validateSync'>,
  input: unknown,
  context?: RulesContext,
): ValidationResult<T> {
  try {
    return { ok: true, values: schema.validateSync(input, options(context)) };
  } catch (error) {
    if (ValidationError.isError(error)) return { ok: false, errors: collectFieldErrors(error) };
    throw error;
  }
}
