// Screen labels (docs/rules.md R7, common controller): {labelsJsonData: [{labelHtmlId, text}]}
// for one entity in the shopper's language; a label without a translation comes in English.
import { defineCall, type CallModule } from '../../http/call.ts';

const localizationData = defineCall({
  name: 'GET_LOCALIZATION_DATA',
  auth: 'public',
  cacheable: true,
  async handler({ db, lang, params }) {
    const entityId = params.entityId;
    const rows = await db.query<{ labelHtmlId: string; text: string }>(
      `SELECT DISTINCT ON (l.label_html_id) l.label_html_id AS "labelHtmlId", l.text
       FROM labels l WHERE l.entity_id = $1 AND l.lang_code IN ($2, 'en')
       ORDER BY l.label_html_id, (l.lang_code = $2) DESC`,
      [entityId, lang],
    );
    return { data: { labelsJsonData: rows } };
  },
});

export const localizationCalls: readonly CallModule[] = [localizationData];
