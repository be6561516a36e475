import type { BookingQuestion } from '@vm/contracts';
import { AppError, type CodedFieldError } from '#server/http/app-error.ts';

/**
 * A visitor's answers checked against the type's questions (decision record 068): each required one
 * answered, a choice one of its options. Answers to no current question are dropped (the host may have
 * changed the questions while the page was open). Refusals name the field `answers.{id}`.
 */
export function checkAnswers(
  questions: readonly BookingQuestion[],
  answers: Record<string, string> | undefined,
): Record<string, string> {
  const kept: Record<string, string> = {};
  const errors: CodedFieldError[] = [];
  for (const question of questions) {
    const answer = answers?.[question.id]?.trim() ?? '';
    const field = `answers.${question.id}`;
    if (!answer) {
      if (question.required) errors.push({ field, message: 'This question needs an answer', code: 'REQUIRED' });
      continue;
    }
    if (question.kind === 'choice' && !question.options?.includes(answer)) {
      errors.push({ field, message: 'Must be one of the options', code: 'INVALID_CHOICE' });
      continue;
    }
    kept[question.id] = answer;
  }
  if (errors.length > 0) throw AppError.badRequest('VALIDATION_FAILED', 'Please check your answers.', errors);
  return kept;
}
