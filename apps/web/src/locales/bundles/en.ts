// English texts the app does not bundle with the landing page, as one chunk (see ../index.ts).
export default import.meta.glob<Record<string, unknown>>(['../en/*.json', '!../en/{common,marketing,legal}.json'], {
  eager: true,
  import: 'default',
});
