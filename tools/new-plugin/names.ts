/** The names one plugin id turns into, in each place that needs its own spelling. */
export interface PluginNames {
  /** `daily-drop`: folder, i18n namespace, route, platform module name. */
  id: string;
  /** `dailyDrop`: variables. */
  camel: string;
  /** `DailyDrop`: components. */
  pascal: string;
  /** `daily_drop`: SQL tables. */
  snake: string;
  /** `DAILY_DROP`: log codes. */
  upper: string;
  /** `Daily drop`: the title a newcomer replaces. */
  title: string;
}

/** Lower-case words of letters and digits joined by single hyphens, starting with a letter: `daily-drop`. */
export const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function namesOf(id: string): PluginNames {
  if (!KEBAB_CASE.test(id)) throw new Error(`"${id}" is not a kebab-case id (lower-case letters and digits joined by hyphens, e.g. daily-drop)`);
  const words = id.split('-');
  const cap = (word: string) => word[0]!.toUpperCase() + word.slice(1);
  return {
    id,
    camel: words[0]! + words.slice(1).map(cap).join(''),
    pascal: words.map(cap).join(''),
    snake: words.join('_'),
    upper: words.join('_').toUpperCase(),
    title: cap(words.join(' ')),
  };
}
