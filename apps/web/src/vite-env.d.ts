/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address behind the pricing page's 'Email Us' and 'Upgrade' links; optional. */
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
