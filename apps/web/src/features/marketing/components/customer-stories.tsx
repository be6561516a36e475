import Star from 'lucide-react/icons/star';
import { STORIES, STORY_RATING_MAX } from '../config/landing';
import { useMarketingText } from '../hooks/use-marketing-text';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

/** Name, role, company, industry, rating, avatar and words of each story (docs/product.md, 'Landing page'). */
export function StoryList() {
  const { t } = useMarketingText();
  return (
    <>
      <p className="text-sm text-slate-600">{t('stories.note')}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {STORIES.map(({ key, rating }) => (
          <li key={key} className="flex">
            <figure className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6">
              <span
                role="img"
                aria-label={t('stories.rating', { value: rating, max: STORY_RATING_MAX })}
                className="flex gap-1 text-amber-500"
              >
                {Array.from({ length: STORY_RATING_MAX }, (_, index) => (
                  <Star key={index} aria-hidden="true" className={`size-5 ${index < rating ? 'fill-current' : ''}`} />
                ))}
              </span>
              <blockquote className="mt-4 flex-1 text-slate-700">
                <p>{t(`stories.${key}.content`)}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-11 shrink-0 place-items-center rounded-full bg-indigo-100 font-semibold text-indigo-800"
                >
                  {initials(t(`stories.${key}.name`))}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-slate-900">{t(`stories.${key}.name`)}</span>
                  <span className="block text-slate-600">
                    {t(`stories.${key}.role`)}, {t(`stories.${key}.company`)}
                  </span>
                  <span className="block text-slate-600">{t(`stories.${key}.industry`)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
