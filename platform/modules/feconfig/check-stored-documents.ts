import type { Db } from '../../db/database';
import { createFeConfigValidator } from './feconfig-validator';

/**
 * DESIGN §5: fe-config documents are checked at start. Operators may edit them in the database; a broken
 * one stops the platform with a message naming the document, the JSON path and the rule, instead of
 * reaching players as a half-working page.
 */
export function checkStoredFeConfigs(db: Db) {
  const validate = createFeConfigValidator();
  const rows = db.prepare('SELECT site, key, locale, document FROM fe_configs ORDER BY site, key, locale').all() as { site: string; key: string; locale: string; document: string }[];
  const problems: string[] = [];
  for (const row of rows) {
    const where = `fe_configs[${row.site ? `${row.site}: ` : ''}${row.key}${row.locale ? `, ${row.locale}` : ''}]`;
    let document: unknown;
    try {
      document = JSON.parse(row.document);
    } catch {
      problems.push(`${where}: not valid JSON (rule: json)`);
      continue;
    }
    problems.push(...validate(row.key, document).map((problem) => `${where} ${problem}`));
  }
  if (problems.length) throw new Error(`fe-config documents are invalid:\n${problems.join('\n')}`);
}
