import * as z from 'zod/mini';
import type { PluginRuntime } from '@core/index';

// The runtime check of the fe-config document `survey-config` (JSON Schema in schemas/feconfig): unknown fields
// are ignored; a document without the three fields is no survey.
const surveyConfigSchema = z.object({
  survey_id: z.string().check(z.minLength(1)),
  survey_collector_id: z.string().check(z.minLength(1)),
  is_enable_widget: z.boolean(),
});
export type SurveyConfig = z.infer<typeof surveyConfigSchema>;

/** `GET /api/fe/config/survey-config`, or `null` when it is missing or malformed (logged: spec §8). */
export async function loadSurveyConfig(runtime: PluginRuntime): Promise<SurveyConfig | null> {
  const document = await runtime.feConfig('survey-config').catch(() => null);
  if (document === null) return null;
  const parsed = surveyConfigSchema.safeParse(document);
  if (parsed.success) return parsed.data;
  runtime.log.warn('LOAD_SURVEY_CONFIG_ERROR', { issues: parsed.error.issues.length });
  return null;
}
