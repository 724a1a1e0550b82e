/**
 * The words of a yes/no: the options of a yes/no filter that names none of its own, and how a
 * yes/no value is shown. A module of its own, building no schema, so that the app's light shared
 * components can show the words without loading the list definitions.
 */
export const YES_NO_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;
