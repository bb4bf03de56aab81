/** A message lookup, as i18next's t: 'errors:errorTitle', or a key and options with a namespace. */
export type Translate = (
  key: string,
  options?: { ns?: string; defaultValue?: string } & Record<string, unknown>,
) => string;
