/** A select's `data` from a list of codes and the label of each, in the list's order. */
export function selectOptions<const T extends string>(
  values: readonly T[],
  labelOf: (value: T) => string,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}
