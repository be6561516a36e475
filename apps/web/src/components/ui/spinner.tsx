type SpinnerSize = 'sm' | 'md' | 'lg';

const sizes: Record<SpinnerSize, string> = { sm: 'size-4 border-2', md: 'size-8 border-3', lg: 'size-12 border-4' };

/** A decorative spinner; pair it with visible text, which is what assistive technology reads. */
export function Spinner({ size = 'md' }: { size?: SpinnerSize }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-indigo-600 border-t-transparent ${sizes[size]}`}
    />
  );
}

/** A whole-page wait state with its reason in words ('Loading...', 'Checking authentication...'). */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-4 text-slate-600">
      <Spinner size="lg" />
      <p>{label}</p>
    </div>
  );
}
