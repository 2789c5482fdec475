import type { SurveyConfig } from '../api';

/** The survey's address from the site's template (`{surveyId}`, `{collectorId}`), each id URL-encoded. */
export function surveyLink(template: string, config: SurveyConfig): string {
  return template
    .replaceAll('{surveyId}', encodeURIComponent(config.survey_id))
    .replaceAll('{collectorId}', encodeURIComponent(config.survey_collector_id));
}
