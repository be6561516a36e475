import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface OtpInputHandle {
  focus: (index?: number) => void;
}

interface OtpInputProps {
  /** One entry per box, '' for an empty box. */
  digits: string[];
  onChange: (digits: string[]) => void;
  ref?: Ref<OtpInputHandle>;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
}

// The boxes share the row (at most 48 px each): six fixed 48 px boxes overflowed a phone's dialog.
const boxClasses =
  'h-12 w-full max-w-12 min-w-0 flex-1 rounded-lg border border-slate-300 text-center text-xl font-semibold text-slate-900 ' +
  'focus:border-indigo-500 focus:outline-2 focus:outline-indigo-200 aria-[invalid=true]:border-red-500';

/**
 * One box per digit: typing moves to the next box, Backspace on an empty box goes back and clears
 * it, arrows move, and pasting (or the phone's one-time-code autofill) spreads a whole code over
 * the boxes.
 */
export function OtpInput({ digits, onChange, ref, labelledBy, describedBy, invalid, disabled }: OtpInputProps) {
  const { t } = useTranslation('auth');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(index, digits.length - 1))]?.focus();
  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }));

  const fillFrom = (start: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, digits.length - start);
    if (!incoming) return;
    const next = [...digits];
    [...incoming].forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    focusBox(start + incoming.length);
  };

  const handleInput = (index: number, value: string) => {
    if (value === '') {
      onChange(digits.map((digit, position) => (position === index ? '' : digit)));
      return;
    }
    // Typed after the digit already in the box: the new digit replaces it.
    const typed = digits[index] && value.length === 2 && value.startsWith(digits[index]) ? value.slice(1) : value;
    fillFrom(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      onChange(digits.map((digit, position) => (position === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    // A whole code fills the boxes from the first, wherever it was pasted.
    fillFrom(pasted.length >= digits.length ? 0 : index, pasted);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="flex justify-between gap-2"
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('verify.digit', { position: index + 1, total: digits.length })}
          aria-invalid={invalid ? true : undefined}
          disabled={disabled}
          className={boxClasses}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
