/** Every translation file, read eagerly: for the checks that Greek and English move together. */
export type TranslationTree = { [key: string]: string | TranslationTree };

const files = import.meta.glob<TranslationTree>('./*/*.json', { eager: true, import: 'default' });

export function translationFile(language: string, namespace: string): TranslationTree | undefined {
  return files[`./${language}/${namespace}.json`];
}

export function namespacesOf(language: string): string[] {
  return Object.keys(files)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(language.length + 3, -'.json'.length))
    .sort();
}

/** `[key path, text]` for every leaf, key paths joined with dots as i18next reads them. */
export function entriesOf(tree: TranslationTree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? entriesOf(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}
