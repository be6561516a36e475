/** Initials in a circle, shown when there is no video to show. */
export function Avatar({ name }: { name: string }) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toLocaleUpperCase())
      .join('') || '?';
  return (
    <span
      aria-hidden="true"
      className="flex aspect-square w-1/4 max-w-24 min-w-10 items-center justify-center rounded-full bg-indigo-600 text-lg font-semibold text-white"
    >
      {initials}
    </span>
  );
}
