import { BOOKING_LIMITS, type BookingQuestion, type BookingQuestionKind } from '@vm/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';

/** A new question's id: short, unique among the type's, of the letters the contract allows. */
function newQuestionId(questions: readonly BookingQuestion[]): string {
  for (let n = questions.length + 1; ; n++) {
    const id = `q${n}`;
    if (!questions.some((question) => question.id === id)) return id;
  }
}

/**
 * The host's questions to visitors (decision record 068): up to five, each a short or long text or a
 * choice (options one per line), required or not.
 */
export function QuestionsEditor({
  questions,
  onChange,
}: {
  questions: BookingQuestion[];
  onChange: (questions: BookingQuestion[]) => void;
}) {
  const { t } = useTranslation('booking');
  const change = (index: number, patch: Partial<BookingQuestion>) =>
    onChange(questions.map((question, at) => (at === index ? { ...question, ...patch } : question)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{t('types.questions')}</legend>
      {questions.map((question, index) => (
        <div key={question.id} className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="question">
          <FormField label={t('types.questionLabel')}>
            {(control) => (
              <Input
                {...control}
                maxLength={BOOKING_LIMITS.questionLabelMax}
                value={question.label}
                onChange={(event) => change(index, { label: event.target.value })}
              />
            )}
          </FormField>
          <div className="flex flex-wrap items-end gap-3">
            <FormField label={t('types.questionKind')}>
              {(control) => (
                <Select
                  {...control}
                  value={question.kind}
                  onChange={(event) => {
                    const kind = event.target.value as BookingQuestionKind;
                    change(index, { kind, options: kind === 'choice' ? (question.options ?? []) : undefined });
                  }}
                >
                  <option value="short">{t('types.kindShort')}</option>
                  <option value="long">{t('types.kindLong')}</option>
                  <option value="choice">{t('types.kindChoice')}</option>
                </Select>
              )}
            </FormField>
            <Checkbox
              label={t('types.questionRequired')}
              checked={question.required}
              onChange={(event) => change(index, { required: event.target.checked })}
            />
            <Button variant="ghost" onClick={() => onChange(questions.filter((_, at) => at !== index))}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('types.removeQuestion')}
            </Button>
          </div>
          {question.kind === 'choice' ? (
            <FormField label={t('types.options')} hint={t('types.optionsHint')}>
              {(control) => (
                <Textarea
                  {...control}
                  value={(question.options ?? []).join('\n')}
                  onChange={(event) => change(index, { options: event.target.value.split('\n') })}
                />
              )}
            </FormField>
          ) : null}
        </div>
      ))}
      {questions.length < BOOKING_LIMITS.questionsMax ? (
        <Button
          variant="secondary"
          onClick={() =>
            onChange([...questions, { id: newQuestionId(questions), label: '', kind: 'short', required: false }])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('types.addQuestion')}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The questions as the API takes them: options trimmed, empty lines out. */
export function cleanQuestions(questions: readonly BookingQuestion[]): BookingQuestion[] {
  return questions.map((question) => {
    const base = { id: question.id, label: question.label.trim(), kind: question.kind, required: question.required };
    if (question.kind !== 'choice') return base;
    return { ...base, options: (question.options ?? []).map((option) => option.trim()).filter(Boolean) };
  });
}
