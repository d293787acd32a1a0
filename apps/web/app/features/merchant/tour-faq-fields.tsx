import { TOUR_FAQ_MAX } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { FormMetadata } from '@conform-to/react';
import { InputField, TextareaField } from '~/components/forms/form';
import { FormSection } from './form-controls';
import { AddButton, ListError, type ModelField, RemoveButton, ROW, ROW_LEGEND } from './tour-model-fields';

/**
 * The tour's questions and answers, in order (at most TOUR_FAQ_MAX): each a question and its answer
 * in English, and optionally in Spanish. Rows are added and removed with Conform's list buttons, like
 * the seasons; a row left blank is dropped when saved. An approved tour's FAQ waits for review.
 */
export function TourFaqFields({
  form,
  field,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the tour form's metadata
  form: FormMetadata<any, string[]>;
  field: ModelField;
}) {
  const rows = field.getFieldList();
  return (
    <FormSection title={m.signals_faq_heading()}>
      <p className="text-sm text-slate-600">{m.signals_faq_hint({ max: TOUR_FAQ_MAX })}</p>
      {rows.map((row, i) => {
        const q = row.getFieldset();
        const title = m.signals_faq_question_n({ n: i + 1 });
        return (
          <fieldset key={row.key} className={ROW}>
            <legend className={ROW_LEGEND}>{title}</legend>
            <InputField field={q.question} label={m.signals_faq_question()} maxLength={200} />
            <TextareaField field={q.answer} label={m.signals_faq_answer()} rows={3} />
            <div className="grid gap-3 sm:grid-cols-2">
              <InputField
                field={q.question_es}
                label={m.signals_faq_question_es()}
                lang="es"
                maxLength={200}
              />
              <TextareaField field={q.answer_es} label={m.signals_faq_answer_es()} lang="es" rows={3} />
            </div>
            <RemoveButton form={form} field={field} index={i} label={m.signals_faq_remove({ n: i + 1 })} />
          </fieldset>
        );
      })}
      <ListError field={field} />
      {rows.length < TOUR_FAQ_MAX && (
        <AddButton
          form={form}
          field={field}
          label={m.signals_faq_add()}
          defaultValue={{ question: '', answer: '', question_es: '', answer_es: '' }}
        />
      )}
    </FormSection>
  );
}
