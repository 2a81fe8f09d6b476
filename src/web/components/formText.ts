/** A text field's value from FormData, trimmed: '' when the field is missing (or is a file). */
export const textOf = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value.trim() : '');
