import { BOOKING_LIMITS, LIMITS, type BookingQuestion, type BookingRequestBody } from '@vm/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { serverFieldError } from '#web/lib/toast-failure.ts';

export type BookingFormValues = Omit<BookingRequestBody, 'start' | 'timeZone' | 'locale'>;

interface BookingFormProps {
  questions: readonly BookingQuestion[];
  onSubmit: (values: BookingFormValues) => void;
  pending: boolean;
  /** The refused call's error: its field errors show at their fields, anything else above the button. */
  error: unknown;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Name, e-mail, optional phone, the host's questions and a note (docs/product.md, 'Booking pages').
 * `website` is the honeypot: off-screen, hidden from screen readers and the Tab key, never filled in
 * by a browser, so only a robot that fills every field sends it.
 */
export function BookingForm({ questions, onSubmit, pending, error }: BookingFormProps) {
  const { t } = useTranslation('booking');
  const [values, setValues] = useState({ name: '', email: '', phone: '', note: '', website: '' });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [local, setLocal] = useState<Record<string, string>>({});
  const set = (field: keyof typeof values) => (value: string) => setValues({ ...values, [field]: value });
  const errorOf = (field: string) => local[field] ?? serverFieldError(error, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (values.name.trim().length < LIMITS.nameMin) problems.name = t('form.nameRequired');
    if (!EMAIL.test(values.email.trim())) problems.email = t('form.emailInvalid');
    for (const question of questions) {
      if (question.required && !answers[question.id]?.trim())
        problems[`answers.${question.id}`] = t('form.answerRequired');
    }
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    const filled = Object.fromEntries(Object.entries(answers).filter(([, answer]) => answer.trim()));
    onSubmit({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || undefined,
      note: values.note.trim() || undefined,
      answers: Object.keys(filled).length > 0 ? filled : undefined,
      website: values.website,
    });
  };

  const general = error && !['name', 'email', 'phone', 'note'].some((f) => serverFieldError(error, f));
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t('form.name')} required error={errorOf('name')}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            maxLength={LIMITS.nameMax}
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('form.email')} required error={errorOf('email')}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('form.phone')} error={errorOf('phone')}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            autoComplete="tel"
            maxLength={LIMITS.phoneMax}
            value={values.phone}
            onChange={(e) => set('phone')(e.target.value)}
          />
        )}
      </FormField>
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={answers[question.id] ?? ''}
          onChange={(answer) => setAnswers({ ...answers, [question.id]: answer })}
          error={errorOf(`answers.${question.id}`)}
        />
      ))}
      <FormField label={t('form.note')} error={errorOf('note')}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={BOOKING_LIMITS.noteMax}
            value={values.note}
            onChange={(e) => set('note')(e.target.value)}
          />
        )}
      </FormField>
      <div
        aria-hidden="true"
        style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
      >
        <label>
          Website
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => set('website')(e.target.value)}
          />
        </label>
      </div>
      {general ? <FormAlert>{apiErrorText(error) ?? t('form.failed')}</FormAlert> : null}
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending ? t('form.booking') : t('form.book')}
      </Button>
    </form>
  );
}

function QuestionField(props: {
  question: BookingQuestion;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { question, value, onChange, error } = props;
  const { t } = useTranslation('booking');
  return (
    <FormField label={question.label} required={question.required} error={error}>
      {(control) =>
        question.kind === 'choice' ? (
          <Select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">{t('form.choose')}</option>
            {(question.options ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        ) : question.kind === 'long' ? (
          <Textarea
            {...control}
            maxLength={BOOKING_LIMITS.answerMax}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <Input
            {...control}
            maxLength={BOOKING_LIMITS.answerMax}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </FormField>
  );
}
