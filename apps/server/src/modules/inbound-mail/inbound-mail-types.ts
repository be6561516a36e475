/** What the inbound-mail module shows the app (kept apart from the module, which imports app-types.ts). */
export interface InboundMailModule {
  /** The port the SMTP listener took (INBOUND_SMTP_PORT=0 picks one); undefined when it does not listen. */
  readonly port: number | undefined;
}
