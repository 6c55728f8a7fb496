// Sets up ICU's locale data off the main thread. V8 builds the list of locales that
// Intl.NumberFormat (and DateTimeFormat) support once per renderer process, on their first
// use; in Debian's Chromium 156 on the CI machine that first use takes 40-140 ms, a long task
// on the main thread that react-intl's createIntl and every IntlMessageFormat would pay
// during the first render. A worker lives in the same process, so when it has run, the
// main thread finds the list made (bench/README.md, "Intl set-up"). If the main
// thread gets there first it simply pays as before.
Intl.NumberFormat.supportedLocalesOf(['en-IN', 'ar-u-nu-latn']);
Intl.DateTimeFormat.supportedLocalesOf(['en-IN', 'ar-u-nu-latn']);
new Intl.PluralRules('ar').select(1);
postMessage('ready');
