/**
 * What the camera shows behind the person: nothing changed, the room blurred, or one of our own
 * pictures (drawn at run time by `background-images.ts`, so the repository carries no photos).
 */
export const BACKGROUND_CHOICES = ['none', 'blur', 'dusk', 'sea', 'grid'] as const;

export type BackgroundChoice = (typeof BACKGROUND_CHOICES)[number];

/** The pictures, in the order the settings list them. */
export type BackgroundImage = Exclude<BackgroundChoice, 'none' | 'blur'>;

export const isBackgroundChoice = (value: unknown): value is BackgroundChoice =>
  typeof value === 'string' && (BACKGROUND_CHOICES as readonly string[]).includes(value);

// Kept across meetings and tabs, like the language: a person who blurs their room wants it blurred
// next time too, from the pre-join preview on.
const storageKey = 'vm-room-background';

export function readBackgroundChoice(): BackgroundChoice {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isBackgroundChoice(stored) ? stored : 'none';
  } catch {
    return 'none';
  }
}

export function storeBackgroundChoice(choice: BackgroundChoice): void {
  try {
    if (choice === 'none') window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, choice);
  } catch {
    // Without storage the choice lasts until the page is reloaded.
  }
}
